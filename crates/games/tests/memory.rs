//! Replaying a record costs memory in proportion to its length: a `Line` keeps the actions and one position, not a
//! position per ply. Measured with a counting allocator on a long game and its first quarter.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use boardgame::{GameKind, GameRecord, Level, Player};

/// The system allocator, keeping the bytes in use and the most in use since the last reset.
struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = IN_USE.fetch_add(layout.size(), Ordering::SeqCst) + layout.size();
        PEAK.fetch_max(now, Ordering::SeqCst);
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        IN_USE.fetch_sub(layout.size(), Ordering::SeqCst);
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The most memory replaying `record` holds at once, beyond what was in use before.
fn peak_of_replay<G: boardgame::Game>(record: &GameRecord) -> usize {
    let base = IN_USE.load(Ordering::SeqCst);
    PEAK.store(base, Ordering::SeqCst);
    let line = games::replay::<G>(record).unwrap();
    assert_eq!(line.len(), record.actions.len());
    drop(line);
    PEAK.load(Ordering::SeqCst) - base
}

#[test]
fn replaying_a_long_record_takes_memory_in_proportion_to_its_length() {
    // The longest of five Xiangqi games between the Easy computers. A Xiangqi position carries the game's history
    // (repetition is judged on it), so a position kept per ply made memory grow with the square of the length. No
    // real game reaches the 600 actions a live game may have: the test compares a long game with its first quarter.
    let long = (1..6)
        .map(|seed| {
            let mut record = GameRecord {
                game: GameKind::Xiangqi,
                seed: Some(seed),
                start: None,
                players: [Player::Human, Player::Human],
                actions: Vec::new(),
                end: None,
            };
            let mut line = games::replay::<xiangqi::Xiangqi>(&record).unwrap();
            while let Ok(action) = games::computer_move_in(&line, record.seed, Level::Easy, None) {
                games::replay_onto(&mut line, std::slice::from_ref(&action)).unwrap();
                record.actions.push(action);
            }
            record
        })
        .max_by_key(|record| record.actions.len())
        .unwrap();
    let plies = long.actions.len();
    assert!(plies >= 150, "a long game: {plies} actions");
    // Lengths that are powers of two, so each vector that doubles as it grows ends full in both replays: a game's
    // length just past a power of two would double the longer replay's buffers and blur the measure.
    let length = 1 << plies.ilog2();
    let prefix = |actions: usize| GameRecord {
        actions: long.actions[..actions].to_vec(),
        ..long.clone()
    };
    let whole = peak_of_replay::<xiangqi::Xiangqi>(&prefix(length));
    let quarter = peak_of_replay::<xiangqi::Xiangqi>(&prefix(length / 4));
    println!(
        "replaying {length} actions holds {whole} bytes at most, {} hold {quarter}",
        length / 4
    );
    // Four times the actions, about four times the memory; a position kept per ply would be sixteen times.
    assert!(
        whole <= quarter * 6,
        "{whole} bytes for {length} plies, {quarter} for a quarter"
    );
}
