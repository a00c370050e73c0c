//! Sounds for what happens at the table — a move, a capture, check, the dice, the end of the game — played with Web
//! Audio from a few tones, so there is nothing to download and nothing to cache for offline play. Off until the
//! player turns them on; the choice is remembered on the device.

use std::cell::RefCell;

use leptos::prelude::*;
use web_sys::{AudioContext, AudioContextState, OscillatorType};

use crate::i18n::t;
use crate::storage;

const KEY: &str = "tabula.sound";

/// What a new move sounds like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A piece moved (or a checker, or a Banqi piece turned over).
    Move,
    /// A piece was taken.
    Capture,
    /// The side to move is in check.
    Check,
    /// The dice were rolled.
    Dice,
    /// The game is over.
    End,
}

/// A tone: when it starts after the sound's start and how long it lasts (seconds), and its pitch (Hz).
struct Note {
    at: f64,
    length: f64,
    pitch: f32,
}

const fn note(at: f64, length: f64, pitch: f32) -> Note {
    Note { at, length, pitch }
}

const MOVE: &[Note] = &[note(0.0, 0.08, 660.0)];
const CAPTURE: &[Note] = &[note(0.0, 0.09, 330.0), note(0.07, 0.16, 220.0)];
const CHECK: &[Note] = &[note(0.0, 0.1, 880.0), note(0.14, 0.12, 880.0)];
const DICE: &[Note] = &[
    note(0.0, 0.03, 1200.0),
    note(0.05, 0.03, 950.0),
    note(0.1, 0.03, 1350.0),
    note(0.16, 0.04, 1050.0),
];
const END: &[Note] = &[
    note(0.0, 0.16, 523.25),
    note(0.16, 0.16, 659.25),
    note(0.32, 0.32, 783.99),
];

impl Sound {
    /// Each sound's waveform and notes; the first pitches tell the sounds apart.
    fn notes(self) -> (OscillatorType, &'static [Note]) {
        match self {
            Sound::Move => (OscillatorType::Sine, MOVE),
            Sound::Capture => (OscillatorType::Triangle, CAPTURE),
            Sound::Check => (OscillatorType::Square, CHECK),
            Sound::Dice => (OscillatorType::Triangle, DICE),
            Sound::End => (OscillatorType::Sine, END),
        }
    }
}

thread_local! {
    /// One audio context for the page, made at the first sound (browsers let a page start audio once the player
    /// has interacted with it, which turning sound on is).
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Whether the player turned sound on.
fn enabled() -> bool {
    storage::load(KEY).as_deref() == Some("on")
}

/// Plays `sounds` one after the other, if sound is on. Audio that cannot start (no device, blocked) is simply not
/// heard.
pub fn play(sounds: &[Sound]) {
    if enabled() && !sounds.is_empty() {
        let _ = CONTEXT.with_borrow_mut(|context| -> Result<(), wasm_bindgen::JsValue> {
            if context.is_none() {
                *context = Some(AudioContext::new()?);
            }
            let context = context.as_ref().expect("made above");
            if context.state() == AudioContextState::Suspended {
                let _ = context.resume()?;
            }
            let mut at = context.current_time();
            for &sound in sounds {
                at = schedule(context, sound, at)? + GAP;
            }
            Ok(())
        });
    }
}

/// The pause between two sounds played in a row (a move and the roll after it), in seconds.
const GAP: f64 = 0.08;

/// Schedules `sound` to start at `at` (seconds on the context's clock) and returns when it ends.
fn schedule(context: &AudioContext, sound: Sound, at: f64) -> Result<f64, wasm_bindgen::JsValue> {
    let (wave, notes) = sound.notes();
    let mut last = at;
    for note in notes {
        let start = at + note.at;
        let end = start + note.length;
        let oscillator = context.create_oscillator()?;
        oscillator.set_type(wave);
        oscillator.frequency().set_value(note.pitch);
        // A quick fade in and out: a tone that starts or stops at full volume clicks.
        let gain = context.create_gain()?;
        let volume = gain.gain();
        volume.set_value_at_time(0.0001, start)?;
        volume.exponential_ramp_to_value_at_time(0.2, start + 0.01)?;
        volume.exponential_ramp_to_value_at_time(0.0001, end)?;
        oscillator.connect_with_audio_node(&gain)?;
        gain.connect_with_audio_node(&context.destination())?;
        oscillator.start_with_when(start)?;
        oscillator.stop_with_when(end)?;
        last = last.max(end);
    }
    Ok(last)
}

/// The button that turns sound on and off.
pub fn toggle() -> impl IntoView {
    let on = RwSignal::new(enabled());
    let flip = move |_| {
        on.update(|on| *on = !*on);
        storage::save(KEY, if on.get_untracked() { "on" } else { "off" });
        if on.get_untracked() {
            play(&[Sound::Move]);
        }
    };
    view! {
        <button class="sound" on:click=flip>
            {move || if on.get() { t("sound-on") } else { t("sound-off") }}
        </button>
    }
}
