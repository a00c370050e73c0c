// The computer player's thread: loads the computer players' own wasm module (not the page's: the page carries no
// AI) and answers each question from the page (a JSON request: the game record, the level, a live game's seed) with
// the computer's action, so the page never freezes.
import init, { computer_reply } from "/pkg/worker.js";

const ready = init();

self.onmessage = async (event) => {
  await ready;
  self.postMessage(computer_reply(event.data));
};
