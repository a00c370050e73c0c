//! Standard formats in the record panel: what players paste from other programs opens (a Xiangqi move list or FEN,
//! a GNU Backgammon ID, an OpenTafl record), the game is written out in each of its game's formats, and a paste
//! that cannot be read says what was wrong and where, losing nothing. Needs the bundle (`cargo xtask dist`) and
//! Debian's `chromium` + `chromium-driver`.

use backgammon::Backgammon;
use boardgame::{GameKind, GameRecord, Player};
use e2e::{Page, run};
use games::formats::{Format, export_as};
use games::replay;

/// Pastes `text` into the record panel and loads it (over the game in progress, which the page asks about).
async fn paste(page: &Page, text: &str) {
    page.open_panel("details.record").await;
    page.eval(
        "const box = document.querySelector('textarea.import-text');\
         box.value = ''; box.dispatchEvent(new Event('input', { bubbles: true })); return null;",
    )
    .await;
    page.wait_for("textarea.import-text")
        .await
        .send_keys(text)
        .await
        .unwrap();
    page.click("button.import").await;
    page.eval("document.querySelector('button.replace-yes')?.click(); return null;")
        .await;
}

/// Pastes `text` and returns the problem the panel reports.
/// The page shows the game where it stands, not a replay, and offers the Hint.
async fn ready_to_play(page: &Page) {
    assert_eq!(
        page.text(".play .viewing").await,
        "",
        "no replay to step through"
    );
    page.wait_for(".play button.hint").await;
}

async fn problem(page: &Page, text: &str) -> String {
    paste(page, text).await;
    page.wait_for("details.record .problem")
        .await
        .text()
        .await
        .unwrap()
}

/// Chooses `format` in the export list and returns the text shown.
async fn exported(page: &Page, format: Format) -> String {
    page.eval(&format!(
        "const s = document.querySelector('select.export-format'); s.value = '{}';\
         s.dispatchEvent(new Event('change', {{ bubbles: true }})); return null;",
        format.name()
    ))
    .await;
    page.eval("return document.querySelector('textarea.export-text').value;")
        .await
        .as_str()
        .unwrap()
        .to_owned()
}

/// The character on the piece standing on `cell`.
async fn glyph_on(page: &Page, cell: &str) -> String {
    let script = format!(
        "return document.querySelector(\"svg.board g.piece[data-cell='{cell}'] text\")?.textContent ?? '';"
    );
    page.eval(&script).await.as_str().unwrap().to_owned()
}

fn hot_seat(game: GameKind, start: Option<String>, actions: &[&str]) -> GameRecord {
    GameRecord {
        game,
        seed: None,
        start,
        players: [Player::Human, Player::Human],
        actions: actions.iter().map(|a| (*a).to_owned()).collect(),
        end: None,
    }
}

#[tokio::test]
async fn xiangqi_reads_move_lists_and_writes_its_formats() {
    run(|page| async move {
        page.open("/xiangqi").await;
        page.wait_for("svg.board").await;
        // WXF, as Xiangqi sites print it, from the standard start.
        paste(&page, "1. C2=5 H8+7").await;
        page.wait_for_plies(2).await;
        // A game in play opens where it stands, ready to play: no replay to step through first, a Hint to ask for.
        ready_to_play(&page).await;
        assert_eq!(glyph_on(&page, "e2").await, "炮");

        let played = hot_seat(GameKind::Xiangqi, None, &["h2e2", "h9g7"]);
        for format in [Format::Fen, Format::Iccs, Format::Wxf, Format::Pgn] {
            let expected = export_as(&played, format).unwrap();
            assert_eq!(exported(&page, format).await, expected, "{format}");
        }
        assert!(exported(&page, Format::Wxf).await.contains("C2=5"));

        // A FEN and ICCS moves after it.
        paste(&page, "4k4/R8/9/9/p8/9/9/9/9/1R1K5 w - - 0 1 a8a5 e9e8").await;
        page.wait_for_plies(2).await;
        ready_to_play(&page).await;
        assert_eq!(glyph_on(&page, "a5").await, "俥");
        // The captured pieces say whose they were.
        assert_eq!(page.text(".captured li .who").await, "Black lost");
        assert!(
            exported(&page, Format::Fen)
                .await
                .starts_with("9/4k4/9/9/R8/")
        );

        // What cannot be read says where, and the game on the board stays.
        let found = problem(&page, "4k4/R8/9/9/pX8/9/9/9/9/1R1K5 w").await;
        assert_eq!(found, "Line 1, column 13: “X” does not belong there.");
        let found = problem(&page, "h2e2 h9g7 h2h9").await;
        assert!(
            found.starts_with("Move 3 of the record (“h2h9”)"),
            "{found}"
        );
        let found = problem(&page, "   ").await;
        assert!(found.starts_with("Paste a record"), "{found}");
        let banqi = serde_json::json!({
            "game": "banqi", "seed": 1, "players": [{"kind": "human"}, {"kind": "human"}], "actions": []
        });
        let found = problem(&page, &banqi.to_string()).await;
        assert!(found.starts_with("This record is a game of Banqi"), "{found}");
        assert_eq!(glyph_on(&page, "a5").await, "俥");
        assert_eq!(page.moves().await.len(), 2);
        page.screenshot("xiangqi-import-problem").await;
        page
    })
    .await;
}

#[tokio::test]
async fn backgammon_sets_up_a_gnubg_id_and_writes_a_match_file() {
    // Black to play 6-4 after White's opening 3-1.
    let record = hot_seat(
        GameKind::Backgammon,
        None,
        &["opening 3 1", "8/5 6/5", "roll 6 4"],
    );
    let id = replay::<Backgammon>(&record).unwrap().position().gnubg_id();
    run(|page| async move {
        page.open("/backgammon").await;
        page.wait_for("svg.board rect.spot").await;
        paste(
            &page,
            &format!(
                "GNU Backgammon  Position ID: {}",
                id.replace(':', "\nMatch ID   : ")
            ),
        )
        .await;
        page.wait_until(
            "the position set up",
            &format!("document.querySelector('.gnubg-id code').textContent === '{id}'"),
        )
        .await;
        let dice = page
            .eval("return document.querySelector('.dice').dataset.dice;")
            .await;
        assert_eq!(dice, "6-4");
        ready_to_play(&page).await;

        // A game from the start is written as a match file GNU Backgammon reads (tools/backgammon checks that).
        paste(&page, &serde_json::to_string(&record).unwrap()).await;
        page.wait_for_plies(3).await;
        let mat = exported(&page, Format::Mat).await;
        assert!(mat.contains("point match"), "{mat}");
        assert!(mat.contains("31: 8/5 6/5"), "{mat}");
        assert_eq!(
            exported(&page, Format::GnubgId).await,
            replay::<Backgammon>(&record).unwrap().position().gnubg_id()
        );

        // gnubg's own start ID is the standard start: a match file too.
        paste(&page, "4HPwATDgc/ABMA").await;
        // A game from the start: the device rolls the opening at once.
        page.wait_until(
            "the start set up",
            "document.querySelectorAll('.moves .ply').length <= 1",
        )
        .await;
        ready_to_play(&page).await;
        assert!(exported(&page, Format::Mat).await.contains("point match"));
        page
    })
    .await;
}

#[tokio::test]
async fn hnefatafl_reads_opentafl_records() {
    run(|page| async move {
        page.open("/hnefatafl").await;
        page.wait_for("svg.board").await;
        paste(&page, "[name:Copenhagen]\n1. d1-d4").await;
        page.wait_for_plies(1).await;
        ready_to_play(&page).await;
        assert!(
            page.piece_on("d4")
                .await
                .is_some_and(|class| class.contains("attacker"))
        );
        assert!(
            exported(&page, Format::OpenTaflGame)
                .await
                .contains("d1-d4")
        );
        let found = problem(&page, "1. d1-d9").await;
        assert!(
            found.starts_with("Move 1 of the record (“d1-d9”)"),
            "{found}"
        );
        // The problem is about that paste: a new game takes it away.
        page.new_game("play-friend", None).await;
        page.wait_until(
            "the problem gone",
            "document.querySelector('details.record .problem') === null",
        )
        .await;
        page
    })
    .await;
}

/// A position that reads but cannot be set up names its problem, in the reader's words.
#[tokio::test]
async fn a_position_that_cannot_be_set_up_names_the_problem() {
    run(|page| async move {
        page.open("/hnefatafl").await;
        page.wait_for("svg.board").await;
        let found = problem(&page, "/11/11/11/11/11/5t5/11/11/11/11/11/").await;
        assert!(found.ends_with("“t” cannot stand on f6."), "{found}");
        let found = problem(&page, "/11/11/11/11/11/5K5/11/11/11/11/K10/").await;
        assert!(
            found.ends_with("It has 2 kings; there is only one."),
            "{found}"
        );

        page.open("/xiangqi").await;
        page.wait_for("svg.board").await;
        let found = problem(&page, "4k4/9/9/9/9/9/9/9/9/4K4R w").await;
        assert!(
            found.ends_with("Rank 0 has 10 squares instead of 9."),
            "{found}"
        );
        let found = problem(&page, "4k4/9/9/PPPPPPPPP/9/9/9/9/9/4K4 w").await;
        assert!(
            found.ends_with("More “P” pieces than the 5 of the set."),
            "{found}"
        );
        page.screenshot("position-problem").await;
        page
    })
    .await;
}

/// Banqi's "Position and moves" text, written during a game (face-down squares as `?`), pastes back as a game that
/// plays on from there: the face-down pieces are dealt anew from those not yet seen.
#[tokio::test]
async fn banqi_reads_back_the_position_its_panel_writes() {
    run(|page| async move {
        page.open("/banqi").await;
        page.wait_for("svg.board rect.cell").await;
        page.new_game("play-friend", None).await;
        page.wait_for_plies(0).await;
        for (ply, cell) in ["a1", "h4"].into_iter().enumerate() {
            page.click_cell(cell).await;
            page.wait_for_plies(ply + 1).await;
        }
        page.open_panel("details.record").await;
        page.wait_until(
            "the panel's text",
            "document.querySelector('.export-text').value.length > 0",
        )
        .await;
        let written = page
            .eval("return document.querySelector('.export-text').value;")
            .await
            .as_str()
            .unwrap()
            .to_owned();
        let view = written.lines().next().unwrap().to_owned();
        assert!(view.contains('?'), "{written}");

        paste(&page, &written).await;
        page.wait_for_plies(0).await;
        ready_to_play(&page).await;
        let record = page.saved_record(GameKind::Banqi).await;
        let start: banqi::Position = record.start.expect("a set-up start").parse().unwrap();
        assert_eq!(start.view().to_string(), view);
        assert_eq!(page.text("details.record .problem").await, "");

        let found = problem(&page, "KK6/8/8/8 1 r 0 -").await;
        assert!(
            found.ends_with("More “K” pieces than the 1 of the set."),
            "{found}"
        );
        page
    })
    .await;
}
