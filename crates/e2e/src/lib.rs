//! The harness of Tabula's browser tests: the real server (in-process, on a free port) serving the real bundle
//! built by `cargo xtask dist`, and Debian's headless Chromium driven through chromedriver with `fantoccini`.
//!
//! Each test gets a fresh server, a fresh browser profile and a [`Page`] with the few verbs the tests need ([`run`]);
//! a test of several people gets several browsers, each with a profile of its own, on one server ([`run_sessions`]).
//! A failing test still closes its browsers, so no Chromium is left holding the test's output.

use std::future::Future;
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use boardgame::{GameKind, GameRecord, Level};
use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction};
use fantoccini::wd::WebDriverCompatibleCommand;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};
use tokio::sync::Mutex;

pub mod drive;
mod serve;

pub use serve::{Server, artifacts_dir, part_files, site_dir};

/// One browser at a time: two cores cannot run several Chromiums and an Expert search at once.
static ONE_AT_A_TIME: Mutex<()> = Mutex::const_new(());

/// How long [`Page::wait_for`] and friends wait before failing.
const PATIENCE: Duration = Duration::from_secs(30);

/// chromedriver on a free port; killed on drop (taking its Chromium with it).
struct Driver {
    child: Child,
    url: String,
}

impl Driver {
    fn start() -> Driver {
        Driver::start_with(&[])
    }

    /// chromedriver, and the Chromium it starts, with `env` added to this process's environment.
    fn start_with(env: &[(&str, &std::ffi::OsStr)]) -> Driver {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .envs(env.iter().copied())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver is not installed: `apt install chromium chromium-driver` (.ci/run does)");
        let started = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(started.elapsed() < PATIENCE, "chromedriver did not start");
            std::thread::sleep(Duration::from_millis(50));
        }
        Driver {
            child,
            url: format!("http://127.0.0.1:{port}"),
        }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A chromedriver command outside the W3C set: Chrome DevTools calls and the browser log.
#[derive(Debug)]
struct ChromeCommand {
    path: &'static str,
    body: Value,
}

impl WebDriverCompatibleCommand for ChromeCommand {
    fn endpoint(
        &self,
        base: &url::Url,
        session: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base.join(&format!(
            "session/{}/{}",
            session.unwrap_or_default(),
            self.path
        ))
    }

    fn method_and_body(&self, _url: &url::Url) -> (http::Method, Option<String>) {
        (http::Method::POST, Some(self.body.to_string()))
    }
}

/// One browser session (a profile of its own: its own cookies and storage) and the verbs the tests use on it.
pub struct Browser {
    /// The WebDriver client.
    pub client: Client,
    /// The server's address, `http://127.0.0.1:PORT`.
    pub base: String,
}

/// The page under test and the server behind it.
pub struct Page {
    /// The browser.
    pub browser: Browser,
    /// The server.
    pub server: Server,
}

impl std::ops::Deref for Page {
    type Target = Browser;

    fn deref(&self) -> &Browser {
        &self.browser
    }
}

/// Asks the app's computer-player worker (`/worker.js`, the real wasm) for each `(record, level)` in turn, in a fresh
/// browser, and returns each answer's action with the milliseconds it took.
pub async fn worker_answers(questions: &[(GameRecord, Level)]) -> Vec<(String, f64)> {
    let payload: Vec<Value> = questions
        .iter()
        .enumerate()
        .map(|(id, (record, level))| {
            Value::String(json!({ "id": id, "level": level, "record": record }).to_string())
        })
        .collect();
    let results = std::sync::Arc::new(std::sync::Mutex::new(Value::Null));
    let out = results.clone();
    run(move |page| async move {
        page.open("/").await;
        page.wait_for("main").await;
        let timeouts = fantoccini::wd::TimeoutConfiguration::new(
            Some(Duration::from_secs(300)),
            None,
            None,
        );
        page.client.update_timeouts(timeouts).await.unwrap();
        let answers = page
            .client
            .execute_async(
                "const [requests, done] = [arguments[0], arguments[arguments.length - 1]];
                 const worker = new Worker('/worker.js', { type: 'module' });
                 const answers = []; let start = 0;
                 const next = () => {
                   if (answers.length === requests.length) { worker.terminate(); done(answers); return; }
                   start = performance.now(); worker.postMessage(requests[answers.length]);
                 };
                 worker.onmessage = (e) => { answers.push([JSON.parse(e.data), performance.now() - start]); next(); };
                 next();",
                vec![Value::Array(payload)],
            )
            .await
            .unwrap();
        *out.lock().unwrap() = answers;
        page
    })
    .await;
    let answers = results.lock().unwrap().clone();
    let answers = answers.as_array().expect("the worker's answers");
    assert_eq!(answers.len(), questions.len());
    answers
        .iter()
        .map(|answer| {
            let action = answer[0]["action"]
                .as_str()
                .unwrap_or_else(|| panic!("no action: {answer}"));
            (action.to_owned(), answer[1].as_f64().unwrap())
        })
        .collect()
}

/// Runs `test` against a fresh server and browser, then closes the browser even if the test failed.
pub async fn run<F, Fut>(test: F)
where
    F: FnOnce(Page) -> Fut + Send + 'static,
    Fut: Future<Output = Page> + Send + 'static,
{
    run_with_languages("en-US,en", test).await;
}

/// [`run`] in a browser whose preferred languages (`Accept-Language`, `navigator.languages`) are `languages`,
/// e.g. `"zh-TW,zh"`.
pub async fn run_with_languages<F, Fut>(languages: &str, test: F)
where
    F: FnOnce(Page) -> Fut + Send + 'static,
    Fut: Future<Output = Page> + Send + 'static,
{
    run_in(&[], languages, test).await;
}

/// Latin-only fonts, one of which Debian's Chromium brings along (through fontconfig's own dependencies).
const LATIN_FONTS: [&str; 2] = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
];

/// [`run`] in a Chromium that sees one Latin font and nothing else (fontconfig pointed at a folder holding only that
/// font; with no font at all the renderer gives up): no installed font can draw a Chinese character, only the fonts
/// the site ships.
pub async fn run_without_system_fonts<F, Fut>(test: F)
where
    F: FnOnce(Page) -> Fut + Send + 'static,
    Fut: Future<Output = Page> + Send + 'static,
{
    let fonts = tempfile::tempdir().expect("a temporary folder");
    let latin = LATIN_FONTS
        .iter()
        .map(std::path::Path::new)
        .find(|path| path.is_file())
        .expect("a Latin font (Debian's fonts-dejavu-core or fonts-liberation)");
    let dir = fonts.path().join("fonts");
    std::fs::create_dir(&dir).expect("a font folder");
    std::fs::copy(latin, dir.join(latin.file_name().expect("a file name")))
        .expect("copying the font");
    let config = fonts.path().join("fonts.conf");
    std::fs::write(
        &config,
        format!(
            "<?xml version=\"1.0\"?>\n<fontconfig><dir>{0}/fonts</dir><cachedir>{0}/cache</cachedir></fontconfig>\n",
            fonts.path().display()
        ),
    )
    .expect("writing fonts.conf");
    run_in(&[("FONTCONFIG_FILE", config.as_os_str())], "en-US,en", test).await;
}

/// [`run_with_languages`] with `env` added to the browser's environment.
async fn run_in<F, Fut>(env: &[(&str, &std::ffi::OsStr)], languages: &str, test: F)
where
    F: FnOnce(Page) -> Fut + Send + 'static,
    Fut: Future<Output = Page> + Send + 'static,
{
    let _turn = ONE_AT_A_TIME.lock().await;
    let driver = Driver::start_with(env);
    let server = Server::start().await;
    let client = connect(&driver, languages).await;
    let closer = client.clone();
    let browser = Browser {
        client,
        base: server.base.clone(),
    };
    let outcome = tokio::spawn(test(Page { browser, server })).await;
    let _ = closer.close().await;
    drop(driver);
    if let Err(failure) = outcome {
        std::panic::resume_unwind(failure.into_panic());
    }
}

/// Runs `test` with `count` browsers on one fresh server (people on different devices), each in a WebDriver session
/// of its own with a fresh profile (chromedriver gives every session a new temporary user-data directory), so each
/// is a different guest; then closes them all even if the test failed. The server lives until then.
pub async fn run_sessions<F, Fut>(count: usize, test: F)
where
    F: FnOnce(Vec<Browser>) -> Fut + Send + 'static,
    Fut: Future<Output = ()> + Send + 'static,
{
    let _turn = ONE_AT_A_TIME.lock().await;
    let driver = Driver::start();
    let server = Server::start().await;
    let mut browsers = Vec::with_capacity(count);
    for _ in 0..count {
        browsers.push(Browser {
            client: connect(&driver, "en-US,en").await,
            base: server.base.clone(),
        });
    }
    let closers: Vec<Client> = browsers.iter().map(|b| b.client.clone()).collect();
    let outcome = tokio::spawn(test(browsers)).await;
    for closer in closers {
        let _ = closer.close().await;
    }
    drop(driver);
    drop(server);
    if let Err(failure) = outcome {
        std::panic::resume_unwind(failure.into_panic());
    }
}

/// A new Chromium session through `driver`, preferring `languages`.
async fn connect(driver: &Driver, languages: &str) -> Client {
    let first = languages.split(',').next().unwrap_or("en-US");
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        json!({
            "binary": chromium_binary(),
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic",
                "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--window-size=1280,1000", format!("--lang={first}"),
            ],
            "prefs": { "intl.accept_languages": languages },
        }),
    );
    caps.insert("goog:loggingPrefs".into(), json!({ "browser": "ALL" }));
    ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&driver.url)
        .await
        .expect("starting Chromium through chromedriver")
}

fn chromium_binary() -> &'static str {
    ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        .into_iter()
        .find(|path| std::path::Path::new(path).exists())
        .unwrap_or("/usr/bin/chromium")
}

impl Browser {
    /// Opens `path` on the server.
    pub async fn open(&self, path: &str) {
        self.client
            .goto(&format!("{}{path}", self.base))
            .await
            .expect("navigating");
    }

    /// Reloads the page.
    pub async fn reload(&self) {
        self.client.refresh().await.expect("reloading");
    }

    /// Waits until `css` matches an element.
    pub async fn wait_for(&self, css: &str) -> fantoccini::elements::Element {
        let started = Instant::now();
        loop {
            if let Ok(element) = self.client.find(Locator::Css(css)).await {
                return element;
            }
            assert!(
                started.elapsed() < PATIENCE,
                "nothing matched {css:?} within {PATIENCE:?}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Waits until the script `condition` (an expression) is true.
    pub async fn wait_until(&self, what: &str, condition: &str) {
        let started = Instant::now();
        let script = format!("return !!({condition});");
        loop {
            if self.client.execute(&script, vec![]).await.ok() == Some(Value::Bool(true)) {
                return;
            }
            assert!(
                started.elapsed() < PATIENCE,
                "timed out waiting for {what}: {condition}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Runs `script` (a function body) and returns its value.
    pub async fn eval(&self, script: &str) -> Value {
        self.client
            .execute(script, vec![])
            .await
            .expect("running a script")
    }

    /// Opens the `<details>` panel `css` once it is on the page (a game page's new-game form, record, review and
    /// finished games arrive just after its board).
    pub async fn open_panel(&self, css: &str) {
        self.wait_for(css).await;
        self.eval(&format!(
            "document.querySelector({css:?}).open = true; return null;"
        ))
        .await;
    }

    /// Clicks the element `css` matches.
    pub async fn click(&self, css: &str) {
        self.wait_for(css)
            .await
            .click()
            .await
            .unwrap_or_else(|e| panic!("clicking {css}: {e}"));
    }

    /// Clicks a board cell by its name (`e0`, `f6`).
    pub async fn click_cell(&self, cell: &str) {
        self.click(&format!("svg.board rect.cell[data-cell='{cell}']"))
            .await;
    }

    /// Drags with the mouse from one cell to another.
    pub async fn drag(&self, from: &str, to: &str) {
        self.drag_between(
            &format!("svg.board rect.cell[data-cell='{from}']"),
            &format!("svg.board rect.cell[data-cell='{to}']"),
        )
        .await;
    }

    /// Drags with the mouse from the centre of one element to the centre of another.
    pub async fn drag_between(&self, from: &str, to: &str) {
        let from = self.wait_for(from).await;
        let to = self.wait_for(to).await;
        let step = Some(Duration::from_millis(100));
        let actions = MouseActions::new("mouse".into())
            .then(PointerAction::MoveToElement {
                element: from,
                duration: step,
                x: 0.0,
                y: 0.0,
            })
            .then(PointerAction::Down {
                button: MOUSE_BUTTON_LEFT,
            })
            .then(PointerAction::MoveBy {
                duration: step,
                x: 7.0,
                y: 5.0,
            })
            .then(PointerAction::MoveToElement {
                element: to,
                duration: step,
                x: 0.0,
                y: 0.0,
            })
            .then(PointerAction::Up {
                button: MOUSE_BUTTON_LEFT,
            });
        self.client
            .perform_actions(actions)
            .await
            .expect("dragging");
        let _ = self.client.release_actions().await;
    }

    /// The pieces on the board: (cell, CSS classes), sorted by cell.
    pub async fn pieces(&self) -> Vec<(String, String)> {
        let value = self
            .eval(
                "return Array.from(document.querySelectorAll('svg.board g.piece'))
                    .map(g => [g.dataset.cell, g.getAttribute('class')]);",
            )
            .await;
        let mut pieces: Vec<(String, String)> =
            serde_json::from_value(value).expect("pieces as pairs");
        pieces.sort();
        pieces
    }

    /// The class of the piece on `cell`, if any.
    pub async fn piece_on(&self, cell: &str) -> Option<String> {
        self.pieces()
            .await
            .into_iter()
            .find(|(c, _)| c == cell)
            .map(|(_, class)| class)
    }

    /// The cells highlighted as destinations, sorted.
    pub async fn destinations(&self) -> Vec<String> {
        let value = self
            .eval("return Array.from(document.querySelectorAll('svg.board .dest')).map(d => d.dataset.dest);")
            .await;
        let mut cells: Vec<String> = serde_json::from_value(value).unwrap();
        cells.sort();
        cells
    }

    /// The move list's entries.
    pub async fn moves(&self) -> Vec<String> {
        let value = self
            .eval("return Array.from(document.querySelectorAll('.moves .ply')).map(b => b.textContent);")
            .await;
        serde_json::from_value(value).unwrap()
    }

    /// Text of the first element `css` matches (empty if none).
    pub async fn text(&self, css: &str) -> String {
        let script =
            format!("const e = document.querySelector({css:?}); return e ? e.textContent : '';");
        self.eval(&script)
            .await
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }

    /// Starts a new game from the panel: `opponent` is the radio value (`play-friend`, `level-easy`, ...), `side`
    /// the seat's radio value (ignored against a friend). A game in progress is replaced: the question the page
    /// asks first is answered yes.
    pub async fn new_game(&self, opponent: &str, side: Option<&str>) {
        self.open_panel("details.new-game").await;
        self.click(&format!("input[name='opponent'][value='{opponent}']"))
            .await;
        if let Some(side) = side {
            self.click(&format!("input[name='side'][value='{side}']"))
                .await;
        }
        self.click("button.start").await;
        self.eval("document.querySelector('button.replace-yes')?.click(); return null;")
            .await;
    }

    /// The saved record of the game of `kind` on the page (what a reload resumes).
    pub async fn saved_record(&self, kind: GameKind) -> GameRecord {
        let script = format!("return localStorage.getItem('tabula.game.{kind}');");
        let json = self.eval(&script).await;
        serde_json::from_str(json.as_str().expect("a saved game"))
            .expect("the saved game is a record")
    }

    /// Opens the game page of `record` resuming it as its saved game. The record is stored from the home page, where
    /// no game is alive to save over it (a computer's late reply would).
    pub async fn resume_record(&self, record: &GameRecord) {
        self.open("/").await;
        self.wait_for("main").await;
        let json = serde_json::to_string(record).expect("records serialise");
        let script = format!(
            "localStorage.setItem('tabula.game.{}', {}); return null;",
            record.game,
            Value::String(json)
        );
        self.eval(&script).await;
        self.open(&format!("/{}", record.game)).await;
    }

    /// Calls the Chrome DevTools method `cmd` with `params` (network throttling, say) and answers its result.
    pub async fn devtools(&self, cmd: &str, params: Value) -> Value {
        self.client
            .issue_cmd(ChromeCommand {
                path: "goog/cdp/execute",
                body: json!({ "cmd": cmd, "params": params }),
            })
            .await
            .unwrap_or_else(|e| panic!("DevTools {cmd}: {e}"))
    }

    /// Severe entries of the browser console so far.
    pub async fn console_errors(&self) -> Vec<String> {
        let log = self
            .client
            .issue_cmd(ChromeCommand {
                path: "se/log",
                body: json!({ "type": "browser" }),
            })
            .await
            .expect("reading the browser log");
        log.as_array()
            .into_iter()
            .flatten()
            .filter(|entry| entry["level"] == "SEVERE")
            .map(|entry| entry["message"].as_str().unwrap_or_default().to_owned())
            .collect()
    }

    /// Saves a screenshot under `name.png` in the artifacts directory.
    pub async fn screenshot(&self, name: &str) {
        let png = self.client.screenshot().await.expect("taking a screenshot");
        std::fs::write(artifacts_dir().join(format!("{name}.png")), png)
            .expect("saving a screenshot");
    }
}

impl Browser {
    /// Waits until the move list holds exactly `plies` entries.
    pub async fn wait_for_plies(&self, plies: usize) {
        let script = format!("document.querySelectorAll('.moves .ply').length === {plies}");
        self.wait_until(&format!("{plies} plies in the move list"), &script)
            .await;
    }
}
