//! `tabula` commands for backgammon.
//!
//! `--position` takes a GNU Backgammon Position ID (the player on roll is the key's second half, as in gnubg's
//! programs) or a full GNUbgID `PositionID:MatchID`; without it, the start position.

use anyhow::{Context, Result, bail, ensure};
use backgammon::{
    Backgammon, Dice, GameState, Phase, Position, ai, format_play, legal_plays, perft_roll,
};
use boardgame::Level;

use crate::cli::{ArenaArgs, BestmoveArgs, MovesArgs, MovesFormat, PerftArgs};

/// The position named by `--position` (the start when absent), and the dice its Match ID carries, if any.
fn position(text: Option<&str>) -> Result<(Position, Option<Dice>)> {
    let Some(text) = text else {
        return Ok((Position::START, None));
    };
    let state = GameState::from_gnubg_id(text)
        .with_context(|| format!("invalid GNU Backgammon Position ID {text:?}"))?;
    let dice = match state.phase() {
        Phase::Move(dice) => Some(dice),
        _ => None,
    };
    Ok((state.position(), dice))
}

/// `tabula perft backgammon`: the sum over the 21 distinct rolls (unweighted) of the distinct resulting positions,
/// recursing with the opponent to move; a dance counts as one play and a winning play ends its branch.
/// With `--divide`, one `H-L: count` line per roll first.
pub fn perft(args: &PerftArgs) -> Result<()> {
    let (position, _) = position(args.position.as_deref())?;
    if args.depth == 0 {
        println!("1");
        return Ok(());
    }
    let mut total = 0;
    for dice in Dice::all() {
        let nodes = perft_roll(&position, dice, args.depth);
        if args.divide {
            println!("{}-{}: {nodes}", dice.high(), dice.low());
        }
        total += nodes;
    }
    println!("{total}");
    Ok(())
}

/// `tabula moves backgammon`: every legal play for `--dice`, one per line, in GNU Backgammon notation or, with
/// `--format position-id`, as the Position ID of the resulting position with the opponent on roll (what gnubg
/// shows once the play is made). When nothing can move, the single line is `dance` in both formats.
pub fn moves(args: &MovesArgs) -> Result<()> {
    let (position, carried) = position(args.position.as_deref())?;
    let dice = match (args.dice, carried) {
        (Some((a, b)), _) => Dice::new(a, b)?,
        (None, Some(dice)) => dice,
        (None, None) => {
            bail!("backgammon moves need --dice A,B (or a GNUbgID whose Match ID holds the dice)")
        }
    };
    for play in legal_plays(&position, dice) {
        if play.is_dance() || args.format == MovesFormat::Notation {
            println!("{}", format_play(&position, &play));
        } else {
            println!("{}", play.result().switch_sides().position_id());
        }
    }
    Ok(())
}

/// `tabula bestmove backgammon`: the computer's play for `--dice` (or the dice the GNUbgID carries), in GNU
/// Backgammon notation. With `--lines`, one play for each `POSITION A,B [SEED]` line of standard input instead
/// (a match script's one process, where a process per move would build the bear-off database every time).
pub fn bestmove(args: &BestmoveArgs) -> Result<()> {
    if !args.lines {
        let play = choose(args.position.as_deref(), args.dice, args.level, args.seed)?;
        println!("{play}");
        return Ok(());
    }
    for (number, line) in std::io::stdin().lines().enumerate() {
        let line = line.context("reading standard input")?;
        let mut words = line.split_whitespace();
        let (Some(position), Some(dice)) = (words.next(), words.next()) else {
            bail!("line {}: expected POSITION A,B [SEED]", number + 1);
        };
        let dice = crate::cli::parse_dice(dice)
            .map_err(|e| anyhow::anyhow!("line {}: {e}", number + 1))?;
        let seed = match words.next() {
            Some(seed) => seed
                .parse()
                .with_context(|| format!("line {}: {seed:?} is not a seed", number + 1))?,
            None => args.seed,
        };
        let play = choose(Some(position), Some(dice), args.level, seed)
            .with_context(|| format!("line {}", number + 1))?;
        println!("{play}");
    }
    Ok(())
}

/// The computer's play at `level` in the position named by `text` with `dice` (or the dice its GNUbgID carries).
fn choose(text: Option<&str>, dice: Option<(u8, u8)>, level: Level, seed: u64) -> Result<String> {
    let (position, carried) = position(text)?;
    let dice = match (dice, carried) {
        (Some((a, b)), _) => Dice::new(a, b)?,
        (None, Some(dice)) => dice,
        (None, None) => {
            bail!(
                "backgammon bestmove needs --dice A,B (or a GNUbgID whose Match ID holds the dice)"
            )
        }
    };
    ensure!(
        position.win_kind().is_none() && position.switch_sides().win_kind().is_none(),
        "the game is over: no play to choose"
    );
    let play = ai::choose(&position, dice, level, seed);
    Ok(format_play(&position, &play))
}

/// `tabula arena --game backgammon`: duplicate pairs share every roll, so only the players' skill differs.
pub fn arena(args: &ArenaArgs) -> Result<()> {
    crate::arena::run::<Backgammon>(args, 0)
}
