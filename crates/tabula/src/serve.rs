//! `tabula serve`: the web site and API.

use std::net::SocketAddr;

use anyhow::{Context, Result};

use crate::cli::ServeArgs;

/// Runs the server until Ctrl-C or SIGTERM.
pub fn run(args: ServeArgs) -> Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,tower_http=warn".into()),
        )
        .init();
    let config = server::Config {
        listen: args
            .port
            .map_or(args.listen, |port| SocketAddr::from(([127, 0, 0, 1], port))),
        data_dir: args.data_dir,
        site: args.site_dir.map_or_else(
            || server::Site::Embedded(std::sync::Arc::new(crate::site::Embedded)),
            server::Site::Dir,
        ),
    };
    let options = server::Options {
        database: args
            .database_url
            .filter(|url| !url.is_empty())
            .map_or(server::Database::DataDir, server::Database::Url),
        secure_cookies: args.secure_cookies,
        trusted_proxies: args.trusted_proxies,
        public_origin: args.public_origin,
        ..server::Options::default()
    };
    let runtime = tokio::runtime::Runtime::new().context("starting the async runtime")?;
    runtime
        .block_on(server::serve(config, options))
        .context("serving Tabula")
}
