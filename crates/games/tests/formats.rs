//! Standard formats: every export of seeded random games reads back to the same game, real files from other
//! programs read to the right moves, and bad text names the wrong character or move.

use backgammon::Backgammon;
use boardgame::{Game, GameKind, GameRecord, GameRng, Outcome, Player, RecordEnd, Seat, Turn};
use games::formats::{
    Format, FormatError, MoveProblem, PositionProblem, export, export_as, import,
};
use hnefatafl::Hnefatafl;
use xiangqi::Xiangqi;

/// A game of random legal actions, at most `plies` long, from the position `skip` random plies after the standard
/// start (the standard start itself when `skip` is 0).
fn random_game<G: Game>(seed: u64, skip: usize, plies: usize) -> GameRecord {
    let mut rng = GameRng::from_seed(seed);
    let mut position = G::start(&mut rng);
    let mut start = None;
    let mut actions = Vec::new();
    for ply in 0..skip + plies {
        if ply == skip && skip > 0 {
            start = Some(G::format_position(&position));
        }
        let action = match G::turn(&position) {
            Turn::Over => break,
            Turn::Chance => G::chance(&position, &mut rng),
            Turn::Player(_) => {
                let legal = G::legal_actions(&position);
                legal[rng.below(legal.len() as u32) as usize].clone()
            }
        };
        if ply >= skip {
            actions.push(G::format_action(&position, &action));
        }
        G::apply(&mut position, &action);
    }
    GameRecord {
        game: G::KIND,
        seed: None,
        start,
        players: [Player::Human, Player::Human],
        actions,
        end: None,
    }
}

/// The position a record reaches, as the game writes it.
fn final_position<G: Game>(record: &GameRecord) -> String {
    G::format_position(games::replay::<G>(record).unwrap().position())
}

/// Every export of `record` reads back: move formats to the same start and actions, position formats to the
/// position reached, Tabula's JSON to the record itself.
fn check_round_trips<G: Game>(record: &GameRecord) {
    let texts = export(record).unwrap();
    assert_eq!(texts[0].0, Format::Json);
    for (format, text) in texts {
        let back = import(record.game, &text)
            .unwrap_or_else(|e| panic!("{format} of {record:?} does not read back: {e}\n{text}"));
        match format {
            Format::Json => assert_eq!(back, *record),
            Format::Fen | Format::GnubgId | Format::OpenTaflPosition => {
                assert!(back.actions.is_empty(), "{format}");
                assert_eq!(
                    final_position::<G>(&back),
                    final_position::<G>(record),
                    "{format}"
                );
            }
            _ => {
                let mut actions = record.actions.clone();
                // A roll that can only dance, left unplayed, reads back danced: `55:` is a dance in a `.mat` file.
                let line = games::replay::<G>(record).unwrap();
                let legal = G::legal_actions(line.position());
                if format == Format::Mat
                    && legal.len() == 1
                    && G::format_action(line.position(), &legal[0]) == "dance"
                {
                    actions.push("dance".into());
                }
                assert_eq!(back.start, record.start, "{format}\n{text}");
                assert_eq!(back.actions, actions, "{format}\n{text}");
            }
        }
    }
}

#[test]
fn xiangqi_exports_read_back_over_random_games() {
    for seed in 0..12 {
        let skip = if seed % 3 == 0 { 7 } else { 0 };
        check_round_trips::<Xiangqi>(&random_game::<Xiangqi>(seed, skip, 160));
    }
}

#[test]
fn backgammon_exports_read_back_over_random_games() {
    for seed in 0..20 {
        // Every fourth game stops at a roll not yet played, which a `.mat` file writes as dice with no move.
        let plies = if seed % 4 == 0 { 41 } else { 10_000 };
        let record = random_game::<Backgammon>(seed, 0, plies);
        check_round_trips::<Backgammon>(&record);
    }
    // A game from a set-up position has no `.mat` file, but its position reads back.
    let set_up = random_game::<Backgammon>(5, 9, 6);
    let formats: Vec<Format> = export(&set_up)
        .unwrap()
        .into_iter()
        .map(|(f, _)| f)
        .collect();
    assert_eq!(formats, [Format::Json, Format::GnubgId]);
    check_round_trips::<Backgammon>(&set_up);
}

#[test]
fn hnefatafl_exports_read_back_over_random_games() {
    for seed in 0..12 {
        // An odd skip leaves the defenders to move first: `atkf:n`.
        let skip = [0, 0, 5, 8][seed as usize % 4];
        check_round_trips::<Hnefatafl>(&random_game::<Hnefatafl>(seed, skip, 200));
    }
}

#[test]
fn a_finished_game_exports_its_result_and_reads_it_back() {
    let mate = GameRecord {
        start: Some("4k4/1R7/9/9/9/9/9/9/9/R2K5 w - - 0 1".into()),
        ..random_game::<Xiangqi>(0, 0, 0)
    };
    let mate = GameRecord {
        actions: vec!["a0a9".into()],
        ..mate
    };
    let pgn = export_as(&mate, Format::Pgn).unwrap();
    assert!(
        pgn.contains("[Result \"1-0\"]") && pgn.contains("[FEN \"4k4/"),
        "{pgn}"
    );
    let back = import(GameKind::Xiangqi, &pgn).unwrap();
    assert!(matches!(
        back.end,
        Some(RecordEnd::Rules { outcome: Outcome::Win(Seat::First), ref reason }) if reason == "checkmate"
    ));
    // A resignation is written as the result and read back as one.
    let resigned = GameRecord {
        end: Some(RecordEnd::Resigned { seat: Seat::First }),
        ..random_game::<Hnefatafl>(3, 0, 20)
    };
    let otg = export_as(&resigned, Format::OpenTaflGame).unwrap();
    assert!(otg.contains("[result:-1]"), "{otg}");
    assert_eq!(import(GameKind::Hnefatafl, &otg).unwrap().end, resigned.end);
    // A draw agreed before any move: its PGN's movetext is the result alone, which is no FEN for all its '/'.
    let drawn = GameRecord {
        end: Some(RecordEnd::DrawAgreed),
        ..random_game::<Xiangqi>(0, 0, 0)
    };
    let pgn = export_as(&drawn, Format::Pgn).unwrap();
    assert_eq!(
        import(GameKind::Xiangqi, &pgn).unwrap().end,
        drawn.end,
        "{pgn}"
    );
}

#[test]
fn a_real_xiangqi_pgn_reads_to_its_known_final_position() {
    let record = import(
        GameKind::Xiangqi,
        include_str!("data/xiangqi_1982_liu_yang.pgn"),
    )
    .unwrap();
    assert_eq!(record.actions.len(), 125);
    assert_eq!(record.actions[..3], ["b2e2", "b9c7", "b0c2"]);
    let fen = final_position::<Xiangqi>(&record);
    assert!(
        fen.starts_with("3akc3/9/4ba3/r7p/P1bC5/9/8P/3AB1N2/4K1nR1/2B6 b "),
        "{fen}"
    );
    assert_eq!(record.end, Some(RecordEnd::DrawAgreed));
}

#[test]
fn xiangqi_move_lists_read_in_iccs_wxf_and_mixed_spellings() {
    let expected = ["h2e2", "h9g7", "h0g2", "i9h9"];
    for text in [
        "h2e2 h9g7 h0g2 i9h9",
        "1. H2-E2 H9-G7 2. H0-G2 I9-H9",
        "1.C2=5 H8+7 2.H2+3 R9=8",
        "position startpos moves h2e2 h9g7 h0g2 i9h9",
        "1. C2.5 ; a comment\n{or two} 1... H8+7 2. h0g2 (2. b0c2) R9=8 *",
    ] {
        let record = import(GameKind::Xiangqi, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(record.actions, expected.map(String::from), "{text}");
        assert_eq!(record.start, None);
    }
    // A FEN alone sets up the position; with moves after it, the moves are played from it.
    let fen = "4k4/1R7/9/9/9/9/9/9/9/R2K5 w";
    let record = import(GameKind::Xiangqi, fen).unwrap();
    assert_eq!(
        record.start.as_deref(),
        Some("4k4/1R7/9/9/9/9/9/9/9/R2K5 w - - 0 1")
    );
    let record = import(GameKind::Xiangqi, &format!("{fen} - - 0 1 1. R9+9")).unwrap();
    assert_eq!(record.actions, ["a0a9"]);
    let record = import(GameKind::Xiangqi, &format!("position fen {fen} moves a0a9")).unwrap();
    assert_eq!(record.actions, ["a0a9"]);
}

#[test]
fn a_real_gnubg_match_file_reads_to_its_plays() {
    let record = import(
        GameKind::Backgammon,
        include_str!("data/gnubg_money_game.mat"),
    )
    .unwrap();
    // The first row has White's opening 51 on the right; Black answers 33.
    assert_eq!(
        record.actions[..4],
        ["opening 5 1", "24/23 13/8", "roll 3 3", "24/21(2) 13/10(2)"]
    );
    let plays = record
        .actions
        .iter()
        .filter(|a| !a.starts_with("roll") && !a.starts_with("opening"))
        .count();
    assert_eq!(plays, 55);
    assert_eq!(
        record.end.as_ref().and_then(RecordEnd::outcome),
        Some(Outcome::Win(Seat::First))
    );
}

#[test]
fn backgammon_ids_read_alone_paired_and_as_gnubg_displays_them() {
    let start = "4HPwATDgc/ABMA";
    for text in [
        "4HPwATDgc/ABMA:cAkAAAAAAAAA",
        " GNU Backgammon  Position ID: 4HPwATDgc/ABMA\n                 Match ID   : cAkAAAAAAAAA\n",
        "Position ID: 4HPwATDgc/ABMA\nMatch ID: cAkAAAAAAAAA",
    ] {
        let record = import(GameKind::Backgammon, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let position = final_position::<Backgammon>(&record);
        assert!(position.starts_with(start), "{text}: {position}");
    }
    // The standard set-up waiting for a roll is the standard start, however it was given: it writes a match file.
    let alone = import(GameKind::Backgammon, start).unwrap();
    assert_eq!(alone.start, None);
    let mat = export_as(&alone, Format::Mat).unwrap();
    assert_eq!(import(GameKind::Backgammon, &mat).unwrap(), alone, "{mat}");
    // With dice rolled it is a position of its own, which a match file cannot hold.
    let rolled = import(GameKind::Backgammon, "4HPwATDgc/ABMA:cIkFAAAAAAAA").unwrap();
    assert!(rolled.start.is_some());
    assert!(export_as(&rolled, Format::Mat).is_err());
}

const MILLAR_SCHACHUS: &str = include_str!("data/opentafl_millar_schachus_2015.otg");

#[test]
fn a_real_opentafl_record_reads_to_its_moves_and_captures() {
    // The game's first eleven turns, before the rules part ways (below).
    let opening = &MILLAR_SCHACHUS[..MILLAR_SCHACHUS.find("\n12. ").unwrap()];
    let record = import(GameKind::Hnefatafl, opening).unwrap();
    assert_eq!(record.start, None);
    assert_eq!(record.actions.len(), 22);
    assert_eq!(record.actions[7], "g7-g10xf10");
    assert_eq!(record.actions[13], "f6-f10");
    // The record's result: the attackers resigned.
    assert_eq!(record.end, Some(RecordEnd::Resigned { seat: Seat::First }));
}

#[test]
fn a_real_opentafl_record_stops_where_tabulas_throne_blocks_a_move_copenhagen_allows() {
    // Turn 12's f5-f9 passes the empty throne, which Copenhagen allows and Tabula's simplified rules do not.
    assert_eq!(
        import(GameKind::Hnefatafl, MILLAR_SCHACHUS).unwrap_err(),
        FormatError::Move {
            number: 24,
            text: "f5-f9".into(),
            reason: MoveProblem::Illegal
        }
    );
}

#[test]
fn hnefatafl_position_records_read_with_and_without_the_side() {
    let record = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";
    assert_eq!(import(GameKind::Hnefatafl, record).unwrap().start, None);
    let defenders = import(GameKind::Hnefatafl, &format!("{record} d")).unwrap();
    assert_eq!(defenders.start, Some(format!("{record} d")));
}

fn error(kind: GameKind, text: &str) -> FormatError {
    import(kind, text).expect_err(text)
}

#[test]
fn bad_characters_are_named_with_their_line_and_column() {
    assert_eq!(
        error(
            GameKind::Xiangqi,
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w"
        ),
        FormatError::Character {
            line: 1,
            column: 59,
            found: 'X'
        }
    );
    assert_eq!(
        error(
            GameKind::Xiangqi,
            "[Game \"Chinese Chess\"]\n[FEN \"4k4/9/9/9/9/9/9/9/9/4K4 x\"]"
        ),
        FormatError::Character {
            line: 2,
            column: 31,
            found: 'x'
        }
    );
    assert_eq!(
        error(GameKind::Backgammon, "Position ID: 4HPwATDg!/ABMA"),
        FormatError::Character {
            line: 1,
            column: 22,
            found: '!'
        }
    );
    assert_eq!(
        error(
            GameKind::Hnefatafl,
            "[rules:dim:11 start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTqTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/]"
        ),
        FormatError::Character {
            line: 1,
            column: 56,
            found: 'q'
        }
    );
    assert_eq!(
        error(GameKind::Xiangqi, "{\"game\": \"xiangqi\",\n  ]"),
        FormatError::Character {
            line: 2,
            column: 3,
            found: ']'
        }
    );
}

#[test]
fn the_first_bad_move_is_named_with_its_number_and_why() {
    let moved = |number, text: &str, reason| FormatError::Move {
        number,
        text: text.into(),
        reason,
    };
    assert_eq!(
        error(GameKind::Xiangqi, "1. h2e2 h9g7\n2. e2e9 *"),
        moved(3, "e2e9", MoveProblem::Illegal)
    );
    assert_eq!(
        error(GameKind::Xiangqi, "1. h2e2 h9g7 2. h2q2"),
        moved(3, "h2q2", MoveProblem::NotUnderstood)
    );
    assert_eq!(
        error(
            GameKind::Xiangqi,
            "3k5/9/9/9/9/9/R8/9/R8/4K4 w - - 0 1 R9=8"
        ),
        moved(1, "R9=8", MoveProblem::Ambiguous)
    );
    assert_eq!(
        error(
            GameKind::Xiangqi,
            "4k4/1R7/9/9/9/9/9/9/9/R2K5 w - - 0 1 a0a9 e9e8"
        ),
        moved(2, "e9e8", MoveProblem::AfterEnd)
    );
    let mat = " 0 point match\n\n Game 1\n Black : 0                      White : 0\n  1)                             51: 13/8 24/23\n  2) 33: 24/21 24/21 13/10 13/10 62: 24/22 22/12\n";
    assert_eq!(
        error(GameKind::Backgammon, mat),
        moved(3, "62: 24/22 22/12", MoveProblem::Illegal)
    );
    assert_eq!(
        error(GameKind::Hnefatafl, "1. d1-d4 h6-h9\n2. d4-d1 k4-k4\n"),
        moved(4, "k4-k4", MoveProblem::Illegal)
    );
    assert_eq!(
        error(GameKind::Hnefatafl, "1. d1-d4 e7/e3"),
        moved(2, "e7/e3", MoveProblem::NotUnderstood)
    );
}

#[test]
fn other_failures_say_what_kind_of_text_it_was() {
    assert_eq!(error(GameKind::Xiangqi, "  \n "), FormatError::Empty);
    assert_eq!(
        error(GameKind::Xiangqi, "hello there"),
        FormatError::Unrecognised
    );
    assert_eq!(error(GameKind::Banqi, "a1 b2"), FormatError::Unrecognised);
    assert_eq!(
        error(GameKind::Hnefatafl, "hello"),
        FormatError::Unrecognised
    );
    assert_eq!(
        error(GameKind::Xiangqi, "1. h2e2 {unfinished"),
        FormatError::Incomplete
    );
    let json = serde_json::to_string(&random_game::<Hnefatafl>(1, 0, 4)).unwrap();
    assert_eq!(
        error(GameKind::Xiangqi, &json),
        FormatError::WrongGame {
            found: GameKind::Hnefatafl
        }
    );
    let mat = include_str!("data/gnubg_money_game.mat");
    let two = format!("{mat}\n Game 2\n Black : 0                      White : 1\n");
    assert_eq!(
        error(GameKind::Backgammon, &two),
        FormatError::SeveralGames { count: 2 }
    );
}

/// The problem named for a position that reads but cannot be set up.
fn problem(kind: GameKind, text: &str) -> PositionProblem {
    match error(kind, text) {
        FormatError::Position { problem, .. } => problem,
        other => panic!("{text:?}: {other:?}"),
    }
}

#[test]
fn positions_that_cannot_be_set_up_name_the_problem() {
    let cases = [
        (
            GameKind::Xiangqi,
            "4k4/9/9/9/9/9/9/9/9/3KK4 w",
            PositionProblem::Generals(2),
        ),
        (
            GameKind::Xiangqi,
            "4k4/9/9/9/9/9/9/9/9/4K3K w",
            PositionProblem::Square {
                piece: 'K',
                square: "i0".to_owned(),
            },
        ),
        (
            GameKind::Xiangqi,
            "4k4/9/9/9/9/9/9/9/9/4K4R w",
            PositionProblem::RankLength {
                rank: 0,
                squares: 10,
                expected: 9,
            },
        ),
        (
            GameKind::Xiangqi,
            "4k4/9/9/9/9/9/9/9/4K4 w",
            PositionProblem::RankCount {
                found: 9,
                expected: 10,
            },
        ),
        (
            GameKind::Xiangqi,
            "4k4/9/9/PPPPPPPPP/9/9/9/9/9/4K4 w",
            PositionProblem::TooMany { piece: 'P', max: 5 },
        ),
        (
            GameKind::Hnefatafl,
            "[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]",
            PositionProblem::BoardSize("7×7".to_owned()),
        ),
        (
            GameKind::Hnefatafl,
            "/11/11/11/11/11/5t5/11/11/11/11/11/",
            PositionProblem::Square {
                piece: 't',
                square: "f6".to_owned(),
            },
        ),
        (
            GameKind::Hnefatafl,
            "/11/11/11/11/11/5K5/11/11/11/11/K10/",
            PositionProblem::Kings(2),
        ),
        (
            GameKind::Hnefatafl,
            "/11/11/11/11/11/5K5/11/11/11/11/10/",
            PositionProblem::RankLength {
                rank: 11,
                squares: 10,
                expected: 11,
            },
        ),
        (
            GameKind::Hnefatafl,
            "/11/1ttttttttt1/1ttttttttt1/1ttttttttt1/11/5K5/11/11/11/11/11/",
            PositionProblem::TooMany {
                piece: 't',
                max: 24,
            },
        ),
        (
            GameKind::Banqi,
            "?K?K?K7/8/8/8 1 - 0",
            PositionProblem::RankLength {
                rank: 4,
                squares: 10,
                expected: 8,
            },
        ),
        (
            GameKind::Banqi,
            "KK6/8/8/8 1 r 0 -",
            PositionProblem::TooMany { piece: 'K', max: 1 },
        ),
        (
            GameKind::Banqi,
            "K?6/8/8/8 1 r 0 -",
            PositionProblem::Captured,
        ),
    ];
    for (kind, text, expected) in cases {
        assert_eq!(problem(kind, text), expected, "{text}");
    }
    // A JSON record's start is named the same way.
    let record = GameRecord {
        game: GameKind::Hnefatafl,
        seed: None,
        start: Some("/11/11/11/11/11/5t5/11/11/11/11/11/ a".to_owned()),
        players: [Player::Human, Player::Human],
        actions: Vec::new(),
        end: None,
    };
    assert_eq!(
        problem(
            GameKind::Hnefatafl,
            &serde_json::to_string(&record).unwrap()
        ),
        PositionProblem::Square {
            piece: 't',
            square: "f6".to_owned(),
        }
    );
}

#[test]
fn a_banqi_position_reads_back_as_it_is_and_a_view_is_dealt_anew() {
    let whole = "1H2r3/AR1E1?Cpp/P4?Peh/1R2K3 1 r 17 AEHCPPPkaaerhccppp";
    let record = import(GameKind::Banqi, &format!("{whole}\nflip a1 = K a1-a2")).unwrap();
    assert_eq!(record.start.as_deref(), Some(whole));
    assert!(record.actions.is_empty());
    let view = "1H2r3/AR1E1?pp/P4?eh/1R2K3 1 r 17 AEHCPPPkaaerhccppp";
    let record = import(GameKind::Banqi, &format!("{view}\n")).unwrap();
    let start: banqi::Position = record.start.as_deref().unwrap().parse().unwrap();
    assert_eq!(start.view().to_string(), view);
    // Seeded by the text: the same paste deals the same layout, and the game plays on.
    assert_eq!(import(GameKind::Banqi, view).unwrap(), record);
    assert!(!banqi::Banqi::legal_actions(&start).is_empty());
    assert_eq!(record.end, None);
    // The start of a game: every piece face down.
    let fresh = import(
        GameKind::Banqi,
        "????????/????????/????????/???????? 1 - 0 -",
    )
    .unwrap();
    let start: banqi::Position = fresh.start.as_deref().unwrap().parse().unwrap();
    assert_eq!(start.board().face_down_squares().count(), 32);
}

#[test]
fn formats_are_named_for_menus_and_files() {
    assert_eq!(
        Format::for_game(GameKind::Xiangqi),
        [
            Format::Json,
            Format::Fen,
            Format::Iccs,
            Format::Wxf,
            Format::Pgn
        ]
    );
    assert_eq!(Format::for_game(GameKind::Banqi), [Format::Json]);
    for format in Format::ALL {
        assert_eq!(format.name().parse::<Format>(), Ok(format));
    }
    assert_eq!(Format::Mat.file_extension(), "mat");
    assert_eq!(Format::OpenTaflGame.file_extension(), "otg");
}

#[test]
fn every_cut_of_real_and_exported_texts_is_read_or_refused_without_a_panic() {
    let mut texts = vec![
        (
            GameKind::Xiangqi,
            include_str!("data/xiangqi_1982_liu_yang.pgn").to_owned(),
        ),
        (
            GameKind::Backgammon,
            include_str!("data/gnubg_money_game.mat").to_owned(),
        ),
        (GameKind::Hnefatafl, MILLAR_SCHACHUS.to_owned()),
    ];
    for record in [
        random_game::<Xiangqi>(1, 7, 30),
        random_game::<Backgammon>(2, 0, 30),
        random_game::<Hnefatafl>(3, 5, 30),
    ] {
        for (_, text) in export(&record).unwrap() {
            texts.push((record.game, text));
        }
    }
    for (game, text) in texts {
        for (cut, _) in text.char_indices() {
            let _ = import(game, &text[..cut]);
        }
    }
}
