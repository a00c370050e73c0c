//! - `cargo xtask site` builds the web bundle into `target/site`;
//! - `cargo xtask dist` builds it and the release `tabula` binary that serves it;
//! - `cargo xtask run [ARGS]` does that, then runs `tabula serve [ARGS]`;
//! - `cargo xtask test [ARGS]` builds the bundle and, beside it, the tests; then runs `cargo test --workspace
//!   --exclude xtask [ARGS]` — the browser tests need the bundle.
//!
//! Everything comes from the package registries: wasm-bindgen runs as a library (pinned to the crate's version),
//! `wasm-opt` and the JavaScript minifier `terser` from npm.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail, ensure};

const WASM_TARGET: &str = "wasm32-unknown-unknown";
/// The npm packages the build runs: wasm-opt (binaryen) and a JavaScript minifier.
const NPM_TOOLS: &[&str] = &["binaryen@132.0.0", "terser@5.51.4"];
/// Features current rustc emits for wasm32, and SIMD the worker's module asks for; wasm-opt must be told to accept
/// them.
const WASM_FEATURES: &[&str] = &[
    "--enable-bulk-memory",
    "--enable-nontrapping-float-to-int",
    "--enable-sign-ext",
    "--enable-mutable-globals",
    "--enable-reference-types",
    "--enable-multivalue",
    "--enable-simd",
];
/// File types worth shipping pre-compressed.
const COMPRESSIBLE: &[&str] = &[
    "html",
    "js",
    "wasm",
    "bin",
    "css",
    "svg",
    "json",
    "webmanifest",
    "ftl",
];

fn main() -> Result<()> {
    let mut args = std::env::args().skip(1);
    match args.next().as_deref() {
        Some("site") => site(),
        Some("dist") => dist(),
        Some("test") => {
            // xtask has no tests, and its test target would compile its dependencies (walrus, wasm-bindgen's
            // generator, the splitter) a second time: `cargo xtask` builds them with xtask's features alone, a
            // workspace build with every crate's.
            let workspace = ["test", "--workspace", "--exclude", "xtask"];
            let rest: Vec<String> = args.collect();
            let rest = rest.iter().map(String::as_str);
            // Building the tests needs no bundle, only running them does: they compile beside the bundle, whose
            // long single-threaded steps (the page's link-time optimisation, wasm-opt) would leave a core idle. The
            // builds lock separate directories (`target/debug`, the wasm profiles'), so neither waits on the other.
            let no_run: Vec<&str> = workspace
                .into_iter()
                .chain(["--no-run"])
                .chain(rest.clone())
                .collect();
            let mut build = cargo_command(&no_run, None)
                .spawn()
                .context("starting the tests' build")?;
            let bundle = site();
            if bundle.is_err() {
                build.kill().ok();
            }
            let built = build.wait()?;
            bundle?;
            ensure!(built.success(), "cargo {} failed", no_run.join(" "));
            cargo(&workspace.into_iter().chain(rest).collect::<Vec<_>>())
        }
        Some("run") => {
            dist()?;
            let status = Command::new(target_dir().join("release/tabula"))
                .arg("serve")
                .args(args)
                .status()
                .context("starting tabula serve")?;
            ensure!(status.success(), "tabula serve exited with {status}");
            Ok(())
        }
        _ => bail!(
            "usage: cargo xtask site | dist | run [tabula serve options] | test [cargo test options]"
        ),
    }
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_owned()
}

/// Cargo's target directory: `CARGO_TARGET_DIR` when set, else the workspace's `target/`.
fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), PathBuf::from)
}

/// The web bundle, then the release binary that serves it.
fn dist() -> Result<()> {
    site()?;
    cargo(&["build", "--release", "--package", "tabula"])?;
    println!("the server is target/release/tabula");
    Ok(())
}

/// The web bundle into `target/site`, where `tabula serve` and the browser tests look for it: the page's module
/// (`pkg/web*`: the interface and the rules, optimised for size), cut at its split points into the shell and parts
/// loaded on first use (`pkg/split_*`, `pkg/chunk_*`: each page, each game's table), and the computer players'
/// module (`pkg/worker*`, loaded by the Web Worker only when the computer plays; optimised for speed).
fn site() -> Result<()> {
    let root = root();
    let target = target_dir();
    let site = target.join("site");
    ensure_wasm_target()?;
    // Leptos erases the page's component types (`--cfg erase_components`): a seventh off the compressed module,
    // where every view would otherwise be a type of its own, compiled once per use. The linker keeps its
    // relocations (`--emit-relocs`): they are how the splitter finds what each part calls.
    for (package, profile, flags) in [
        (
            "web",
            "wasm-page",
            Some("--cfg erase_components -Clink-args=--emit-relocs"),
        ),
        // The computer players' module uses wasm's 128-bit SIMD (every current browser has it): the Xiangqi network's
        // accumulator lanes and dot products, which LLVM vectorises, run several lanes to an instruction. Integer
        // lanes wrap alike either way and float arithmetic keeps its order, so the moves stay those of native builds.
        ("worker", "wasm", Some("-C target-feature=+simd128")),
    ] {
        let args = [
            "build",
            "--package",
            package,
            "--lib",
            "--target",
            WASM_TARGET,
            "--profile",
            profile,
        ];
        match flags {
            Some(flags) => cargo_with_flags(&args, flags)?,
            None => cargo(&args)?,
        }
    }
    if site.exists() {
        fs::remove_dir_all(&site).context("clearing target/site")?;
    }
    let pkg = site.join("pkg");
    let parts = split(
        &target.join(format!("{WASM_TARGET}/wasm-page/web.wasm")),
        &pkg,
    )?;
    let shell = target.join(format!("{WASM_TARGET}/wasm-page/web_split.wasm"));
    bindgen(&shell, &pkg, "web", true)?;
    let worker = target.join(format!("{WASM_TARGET}/wasm/worker.wasm"));
    bindgen(&worker, &pkg, "worker", false)?;
    // The page's modules keep nothing in the first kilobyte of memory (Rust's stack grows down towards it and
    // never reaches it), which lets wasm-opt fold more address arithmetic into loads and stores.
    let page = ["-Oz", "--low-memory-unused"];
    optimise(&target, &pkg.join("web_bg.wasm"), &page)?;
    for part in parts.files() {
        optimise(&target, &pkg.join(format!("{part}.wasm")), &page)?;
    }
    optimise(&target, &pkg.join("worker_bg.wasm"), &["-O3"])?;
    copy_dir(&root.join("crates/web/static"), &site)?;
    inline_stylesheet(&site)?;
    minify_scripts(&target, &pkg)?;
    // The catalogues the page fetches for a language other than English (which is built into the wasm).
    copy_dir(&root.join("crates/web/locales"), &site.join("locales"))?;
    fs::remove_file(site.join("locales/en.ftl"))?;
    parts.write(&site)?;
    let build = stamp_service_worker(&site, &parts)?;
    parts.write_routes(&site, &build)?;
    write_game_pages(&root, &site)?;
    compress_dir(&site)?;
    println!("web bundle in {}", site.display());
    Ok(())
}

/// The parts of the page's module: for each split point's name, the files (stems in `pkg/`) it needs, itself last.
struct Parts(BTreeMap<String, Vec<String>>);

impl Parts {
    /// Every part's file stem, once each, sorted.
    fn files(&self) -> BTreeSet<&str> {
        self.0.values().flatten().map(String::as_str).collect()
    }

    /// `pkg/parts.json` (the map itself) and the page, which preloads the parts of the route it opens on
    /// (`__PARTS__` in `index.html`).
    fn write(&self, site: &Path) -> Result<()> {
        let json = serde_json::to_string(&self.0)?;
        fs::write(site.join("pkg/parts.json"), &json)?;
        let index = site.join("index.html");
        let text = fs::read_to_string(&index)?;
        ensure!(
            text.contains("__PARTS__"),
            "index.html has no __PARTS__ to fill"
        );
        fs::write(index, text.replace("__PARTS__", &json))?;
        Ok(())
    }
}

impl Parts {
    /// Each part's route in one download, `pkg/route_<part>.bin`: the shell, then the part's files, each as the
    /// length of its stem, the stem, the length of its bytes (little-endian `u32`s) and the bytes — the stream
    /// `index.html` reads. It also learns the build's name (`__BUILD__`), the service worker's cache it fills.
    fn write_routes(&self, site: &Path, build: &str) -> Result<()> {
        let pkg = site.join("pkg");
        // A table's later panels (`lazy.rs`) are never the first part a page opens with: no stream of their own.
        let routes = self.0.iter().filter(|(part, _)| !part.ends_with("_later"));
        for (part, files) in routes {
            let mut route = Vec::new();
            for stem in std::iter::once("web_bg").chain(files.iter().map(String::as_str)) {
                let bytes = fs::read(pkg.join(format!("{stem}.wasm")))?;
                for field in [stem.as_bytes(), &bytes] {
                    route.extend(u32::try_from(field.len())?.to_le_bytes());
                    route.extend(field);
                }
            }
            fs::write(pkg.join(format!("route_{part}.bin")), route)?;
        }
        let index = site.join("index.html");
        let text = fs::read_to_string(&index)?;
        ensure!(
            text.contains("__BUILD__"),
            "index.html has no __BUILD__ to fill"
        );
        fs::write(index, text.replace("__BUILD__", build))?;
        Ok(())
    }
}

/// Each game's page as the server sends it, `<game>.html`: the page with the game's starting board drawn where its
/// table will stand, so a slow link shows the board at the first paint while the module loads (`start()` then takes
/// the page over). The drawings are the module's own (`crates/web/prerender/<game>.svg`, kept in step with it by the
/// browser test `first_paint`).
fn write_game_pages(root: &Path, site: &Path) -> Result<()> {
    const SPINNER: &str = r#"<div class="boot-spinner"></div>"#;
    let index = fs::read_to_string(site.join("index.html"))?;
    ensure!(
        index.contains(SPINNER),
        "index.html has no boot spinner to draw the board instead of"
    );
    let drawings = root.join("crates/web/prerender");
    let mut pages = 0;
    for entry in
        fs::read_dir(&drawings).with_context(|| format!("reading {}", drawings.display()))?
    {
        let path = entry?.path();
        let (Some(game), Some("svg")) = (
            path.file_stem().and_then(|s| s.to_str()),
            path.extension().and_then(|s| s.to_str()),
        ) else {
            continue;
        };
        let board = fs::read_to_string(&path)?;
        let table = format!(
            r#"<main><section class="game-page"><header class="game-head"><h1>&nbsp;</h1></header><div class="table"><div class="board-area"><div class="board-frame {game}"><div class="board">{}</div></div></div></div></section></main>"#,
            board.trim()
        );
        fs::write(
            site.join(format!("{game}.html")),
            index.replace(SPINNER, &table),
        )?;
        pages += 1;
    }
    if pages < 4 {
        println!(
            "{pages} of 4 game pages drawn: `TABULA_BLESS=1 cargo test -p e2e --test first_paint` draws them"
        );
    }
    Ok(())
}

/// Cuts the page's module at its split points: the parts and their loader (`__wasm_split.js`) into `pkg`, the
/// shell beside `wasm` as `web_split.wasm`, for wasm-bindgen.
fn split(wasm: &Path, pkg: &Path) -> Result<Parts> {
    let input = fs::read(wasm).with_context(|| format!("reading {}", wasm.display()))?;
    fs::create_dir_all(pkg)?;
    let shell = wasm.with_file_name("web_split.wasm");
    let mut options = wasm_split_cli_support::Options::new(&input);
    options.output_dir = pkg;
    options.main_out_path = &shell;
    options.main_module = "./web.js";
    options.link_name = "./__wasm_split.js";
    let split = wasm_split_cli_support::transform(options)
        .map_err(|e| anyhow::anyhow!("splitting the page's module: {e:#}"))?;
    Ok(Parts(split.prefetch_map.into_iter().collect()))
}

fn cargo(args: &[&str]) -> Result<()> {
    run_cargo(args, None)
}

/// [`cargo`] with `flags` added to whatever `RUSTFLAGS` already holds (CI's `-D warnings`, say).
fn cargo_with_flags(args: &[&str], flags: &str) -> Result<()> {
    let before = std::env::var("RUSTFLAGS").unwrap_or_default();
    run_cargo(args, Some(format!("{before} {flags}").trim().to_owned()))
}

fn run_cargo(args: &[&str], rustflags: Option<String>) -> Result<()> {
    let status = cargo_command(args, rustflags).status()?;
    ensure!(status.success(), "cargo {} failed", args.join(" "));
    Ok(())
}

fn cargo_command(args: &[&str], rustflags: Option<String>) -> Command {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut command = Command::new(cargo);
    command.args(args).current_dir(root());
    if let Some(flags) = rustflags {
        command.env("RUSTFLAGS", flags);
    }
    command
}

fn ensure_wasm_target() -> Result<()> {
    let installed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output();
    match installed {
        Ok(out)
            if String::from_utf8_lossy(&out.stdout)
                .lines()
                .any(|l| l.trim() == WASM_TARGET) =>
        {
            Ok(())
        }
        Ok(_) => {
            let status = Command::new("rustup")
                .args(["target", "add", WASM_TARGET])
                .status()?;
            ensure!(status.success(), "rustup target add {WASM_TARGET} failed");
            Ok(())
        }
        // No rustup: trust that the toolchain has the target, cargo will say otherwise.
        Err(_) => Ok(()),
    }
}

/// The JavaScript glue of `wasm` into `out` as `name.js` and `name_bg.wasm`; a split module keeps the linker's
/// exports (its parts call them) and its names as the splitter wrote them.
fn bindgen(wasm: &Path, out: &Path, name: &str, split: bool) -> Result<()> {
    wasm_bindgen_cli_support::Bindgen::new()
        .input_path(wasm)
        .out_name(name)
        .keep_lld_exports(split)
        .demangle(!split)
        .web(true)?
        // The library's default differs from the CLI's: without the default path, `init()` gets no URL.
        .omit_default_module_path(false)
        .generate(out)
        .context("generating the wasm-bindgen glue")
}

/// The build's tools from npm (`binaryen`'s wasm-opt, `terser`), installed into `target/xtask-tools` on first use:
/// the path of the command `name`, or `None` (with a warning) when npm cannot install them.
fn npm_tool(target: &Path, name: &str) -> Result<Option<PathBuf>> {
    let tools = target.join("xtask-tools");
    let command = tools.join("node_modules/.bin").join(name);
    if !command.exists() {
        fs::create_dir_all(&tools)?;
        let installed = Command::new("npm")
            .args(["install", "--no-audit", "--no-fund", "--prefix"])
            .arg(&tools)
            .args(NPM_TOOLS)
            .status();
        if !matches!(installed, Ok(status) if status.success()) || !command.exists() {
            eprintln!(
                "warning: could not install {NPM_TOOLS:?} with npm; {name} is skipped (the bundle works, larger)"
            );
            return Ok(None);
        }
    }
    Ok(Some(command))
}

/// Optimises the module with wasm-opt, `flags` first (`-Oz` for size, `-O3` for speed); without npm the
/// unoptimised module still works.
fn optimise(target: &Path, wasm: &Path, flags: &[&str]) -> Result<()> {
    let Some(wasm_opt) = npm_tool(target, "wasm-opt")? else {
        return Ok(());
    };
    let status = Command::new(&wasm_opt)
        .args(WASM_FEATURES)
        .args(flags)
        // The splitter's parts carry function names, and every module its target's features; nothing here needs
        // them.
        .args([
            "--strip-debug",
            "--strip-producers",
            "--strip-target-features",
        ])
        .arg(wasm)
        .arg("-o")
        .arg(wasm)
        .status()
        .context("running wasm-opt")?;
    ensure!(status.success(), "wasm-opt failed");
    Ok(())
}

/// Minifies the page's JavaScript glue (wasm-bindgen's `web.js`, the splitter's `__wasm_split.js`) with terser:
/// on a slow first load every byte before the board counts (about 3 KB of brotli here).
fn minify_scripts(target: &Path, pkg: &Path) -> Result<()> {
    let Some(terser) = npm_tool(target, "terser")? else {
        return Ok(());
    };
    for script in ["web.js", "__wasm_split.js"] {
        let path = pkg.join(script);
        let status = Command::new(&terser)
            .arg(&path)
            .args(["--module", "--compress", "--mangle", "--output"])
            .arg(&path)
            .status()
            .context("running terser")?;
        ensure!(status.success(), "terser failed on {script}");
    }
    Ok(())
}

/// Puts `style.css` into `index.html` (and so into every page drawn from it): the first paint no longer waits for
/// a second request that the route's stream would share the slow link with. The comments of both, written for the
/// people who edit them, stay out of what every visitor downloads.
fn inline_stylesheet(site: &Path) -> Result<()> {
    const LINK: &str = r#"<link rel="stylesheet" href="/style.css">"#;
    let (index, stylesheet) = (site.join("index.html"), site.join("style.css"));
    let page = without_comments(&fs::read_to_string(&index)?, "<!--", "-->");
    ensure!(
        page.contains(LINK),
        "index.html has no stylesheet link to inline"
    );
    // The scripts' comments are whole lines (a `//` inside a line could be part of a string or an address).
    let page: String = page
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .map(|line| format!("{line}\n"))
        .collect();
    let css = without_comments(&fs::read_to_string(&stylesheet)?, "/*", "*/");
    fs::write(
        &index,
        page.replace(LINK, &format!("<style>\n{css}</style>")),
    )?;
    fs::remove_file(stylesheet)?;
    Ok(())
}

/// `text` without its comments, each from `open` to the next `close`.
fn without_comments(text: &str, open: &str, close: &str) -> String {
    let mut kept = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find(open) {
        kept.push_str(&rest[..start]);
        rest = rest[start..]
            .find(close)
            .map_or("", |end| &rest[start + end + close.len()..]);
    }
    kept.push_str(rest);
    kept
}

fn copy_dir(from: &Path, to: &Path) -> Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from).with_context(|| format!("reading {}", from.display()))? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}

/// Gives the service worker the page's parts to keep (`__PARTS__` in `sw.js`) and a cache name that changes with
/// the bundle (the modules, their parts and glue, and the catalogues), so a new build replaces the old cache.
fn stamp_service_worker(site: &Path, parts: &Parts) -> Result<String> {
    let sw = site.join("sw.js");
    let pkg = site.join("pkg");
    let mut files: Vec<String> = [
        "web_bg.wasm",
        "web.js",
        "__wasm_split.js",
        "worker_bg.wasm",
        "worker.js",
    ]
    .map(String::from)
    .into();
    files.extend(parts.files().into_iter().map(|part| format!("{part}.wasm")));
    let mut bundle = Vec::new();
    for file in &files {
        bundle.extend(fs::read(pkg.join(file))?);
    }
    // The page itself, whose stylesheet is inline: a change of style alone is a new build too.
    bundle.extend(fs::read(site.join("index.html"))?);
    let mut catalogues: Vec<PathBuf> = fs::read_dir(site.join("locales"))?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    catalogues.sort();
    for catalogue in catalogues {
        bundle.extend(fs::read(catalogue)?);
    }
    let version = format!("{:016x}", fnv1a(bundle.iter().copied()));
    let parts: Vec<String> = parts
        .files()
        .into_iter()
        .map(|part| format!("\"/pkg/{part}.wasm\""))
        .collect();
    let text = fs::read_to_string(&sw)?;
    ensure!(text.contains("__PARTS__"), "sw.js has no __PARTS__ to fill");
    let text = text
        .replace("__BUILD__", &version)
        .replace("__PARTS__", &parts.join(", "));
    fs::write(sw, text)?;
    Ok(version)
}

fn fnv1a(bytes: impl Iterator<Item = u8>) -> u64 {
    bytes.fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn compress_dir(dir: &Path) -> Result<()> {
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            compress_dir(&path)?;
        } else if path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| COMPRESSIBLE.contains(&e))
        {
            compress(&path)?;
        }
    }
    Ok(())
}

fn compress(path: &Path) -> Result<()> {
    let data = fs::read(path)?;
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gz.write_all(&data)?;
    fs::write(with_suffix(path, "gz"), gz.finish()?)?;
    let mut br = Vec::new();
    let params = brotli::enc::BrotliEncoderParams {
        quality: 11,
        lgwin: 22,
        ..Default::default()
    };
    brotli::BrotliCompress(&mut data.as_slice(), &mut br, &params)?;
    fs::write(with_suffix(path, "br"), br)?;
    Ok(())
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".");
    name.push(suffix);
    PathBuf::from(name)
}
