//! The page's side of the computer player: one Web Worker (`static/worker.js`), started on first use, answering
//! [`Request`]s in turn, so the page stays responsive while the computer searches. The code that talks to it is a
//! part of the page's module loaded on first use too ([`send`]): a game between two people never needs it, and a
//! first load on a slow link is interactive that much sooner.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use boardgame::{GameRecord, Level};
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

use protocol::worker::{Answer, Reply, Request, Review, Task};

use super::WebGame;

type Waiting = Box<dyn FnOnce(Answer)>;

/// The page's side: one worker, started on first use, and the questions waiting for it.
struct Client {
    worker: web_sys::Worker,
    next_id: u32,
    waiting: Rc<RefCell<HashMap<u32, Waiting>>>,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

thread_local! {
    static CLIENT: RefCell<Option<Client>> = const { RefCell::new(None) };
}

impl Client {
    fn start() -> Result<Client, String> {
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        let worker = web_sys::Worker::new_with_options("/worker.js", &options)
            .map_err(|e| format!("the computer player could not start: {e:?}"))?;
        let waiting: Rc<RefCell<HashMap<u32, Waiting>>> = Rc::default();
        let on_message = {
            let waiting = Rc::clone(&waiting);
            Closure::<dyn FnMut(_)>::new(move |event: web_sys::MessageEvent| {
                let text = event.data().as_string().unwrap_or_default();
                let Ok(reply) = serde_json::from_str::<Reply>(&text) else {
                    return;
                };
                let answer = waiting.borrow_mut().remove(&reply.id);
                if let Some(answer) = answer {
                    answer(reply.answer);
                }
            })
        };
        let on_error = {
            let waiting = Rc::clone(&waiting);
            Closure::<dyn FnMut(_)>::new(move |_: web_sys::Event| {
                let answers: Vec<Waiting> = waiting.borrow_mut().drain().map(|(_, a)| a).collect();
                for answer in answers {
                    answer(Answer::Error(
                        "the computer player stopped unexpectedly".into(),
                    ));
                }
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(Client {
            worker,
            next_id: 1,
            waiting,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    fn post(&mut self, mut request: Request, answer: Waiting) {
        let id = self.next_id;
        self.next_id += 1;
        request.id = id;
        let request = serde_json::to_string(&request).expect("requests serialise");
        self.waiting.borrow_mut().insert(id, answer);
        if let Err(e) = self.worker.post_message(&request.into()) {
            // Take the answer out before calling it: the map must not stay borrowed while it runs.
            let answer = self.waiting.borrow_mut().remove(&id);
            if let Some(answer) = answer {
                answer(Answer::Error(format!(
                    "the computer player is unreachable: {e:?}"
                )));
            }
        }
    }
}

/// Asks the computer for its next action in `record` at `level` — with `seed`, a live game's seed for this move, or
/// else the record's own; `answer` gets the action text or an error.
pub fn ask(
    record: GameRecord,
    level: Level,
    seed: Option<u64>,
    answer: impl FnOnce(Result<String, String>) + 'static,
) {
    let request = Request {
        id: 0,
        task: Task::Move,
        level,
        record,
        seed,
    };
    post(request, move |reply| {
        answer(match reply {
            Answer::Action(action) => Ok(action),
            Answer::Error(error) => Err(error),
            Answer::Review(_) => Err("no move".to_owned()),
        });
    });
}

/// Asks the computer for its next action in `record`, as [`ask`] does, and reads its answer in the position
/// `position` finds in `source` when the answer comes: `answer` gets the action, checked legal there, or why there is
/// none. The device plays what the worker says only if the rules allow it.
pub fn ask_action<G: WebGame, T: Send + Sync + 'static>(
    record: GameRecord,
    level: Level,
    seed: Option<u64>,
    source: RwSignal<T>,
    position: fn(&T) -> &G::Position,
    answer: impl FnOnce(Result<G::Action, String>) + 'static,
) {
    ask(record, level, seed, move |reply| {
        answer(reply.and_then(|text| {
            source.with_untracked(|s| {
                let position = position(s);
                games::legal_action::<G>(position, &text, games::Reading::Notation)
                    .ok_or_else(|| format!("the computer answered an illegal move: {text}"))
            })
        }));
    });
}

/// Asks the computer, as a coach, for its review of `record`.
pub fn review(record: GameRecord, answer: impl FnOnce(Result<Review, String>) + 'static) {
    let request = Request {
        id: 0,
        task: Task::Review,
        level: Level::Normal,
        record,
        seed: None,
    };
    post(request, move |reply| {
        answer(match reply {
            Answer::Review(review) => Ok(review),
            Answer::Error(error) => Err(error),
            Answer::Action(_) => Err("no review".to_owned()),
        });
    });
}

/// Sends `request` to the worker, once the part that talks to it has loaded.
fn post(request: Request, answer: impl FnOnce(Answer) + 'static) {
    let answer: Waiting = Box::new(answer);
    leptos::task::spawn_local(send(request, answer));
}

/// Sends `request` to the worker, started on first use.
#[wasm_split(worker_later, wasm_split_path = ::leptos::wasm_split)]
fn send(request: Request, answer: Waiting) {
    CLIENT.with_borrow_mut(|client| {
        if client.is_none() {
            match Client::start() {
                Ok(started) => *client = Some(started),
                Err(e) => return answer(Answer::Error(e)),
            }
        }
        if let Some(client) = client {
            client.post(request, answer);
        }
    });
}
