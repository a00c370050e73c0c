// The computer player's thread: loads Tabula's wasm module and answers each question from the page
// (a JSON request: the game record and the level) with the computer's action, so the page never freezes.
import init, { computer_reply } from "/pkg/web.js";

const ready = init();

self.onmessage = async (event) => {
  await ready;
  self.postMessage(computer_reply(event.data));
};
