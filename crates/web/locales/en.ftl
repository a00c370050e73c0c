# Tabula's interface in English: the source catalogue and the fallback of the other five.
#
# Every catalogue (en, km, th, kk, zh-Hans, zh-Hant) has the same messages in the same sections, with the same
# variables; `cargo test -p web --test catalogues` checks it. Add a message here and in the five others, in the
# section it belongs to. Plural selectors use the language's CLDR categories: English and Kazakh `one`/`other`;
# Khmer, Thai and Chinese only `other`.

## The frame of every page: header, navigation, footer, language and theme

app-name = Tabula
nav-label = Main
nav-games = Games
nav-leaderboard = Leaderboard
nav-account = Log in
footer = Tabula — four classic board games, free to play, on your own device.
theme-dark = Dark theme
theme-light = Light theme
# The label of the language picker (read aloud; each language is shown in its own name).
language-label = Language
api-offline = The server cannot be reached: you seem to be offline.
api-rate-limited-wait = { $minutes ->
    [one] Too many attempts: try again in a minute.
   *[other] Too many attempts: try again in { $minutes } minutes.
}

## Dates. $year is the year as the language counts it (Thai: the Buddhist era), $month 1–12, $day 1–31.

date = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $day }, { $year }

## Home page and the games' names

home-title = Four classic board games
home-lead = Play a friend on this screen, or the computer at three levels. The computer thinks on your own device, so Tabula keeps working offline.
home-rules = Rules
home-play = Play
game-banqi = Banqi
game-banqi-blurb = Chinese dark chess: flip hidden pieces, then hunt with them. A soldier can topple the general.
game-backgammon = Backgammon
game-backgammon-blurb = The oldest race in the world: roll the dice, hit blots, build primes and bear off first.
game-xiangqi = Xiangqi
game-xiangqi-blurb = Chinese chess: cannons that leap, horses that can be hobbled, and generals that must never face each other.
game-hnefatafl = Hnefatafl
game-hnefatafl-blurb = Viking chess: the defenders escort their king to a corner while the attackers close the net.
not-found-title = There is no page here.
not-found-home = Back to the games

## A game page: status, controls, new game, records

play-to-move = { $side } to move
play-choose = Choose how to play: a friend on this screen, a friend online, or the computer. Then start the game.
play-wins = { $side } won
play-you-won = You won
play-computer-won = The computer won
# A drawn game (nobody won), not drawing a picture.
play-draw = Draw
play-thinking = The computer is thinking…
crash-text = Something went wrong. Reload the page to go on — your games are saved.
crash-reload = Reload
play-updating = Tabula has been updated: loading the new version…
# Said of the general (xiangqi) when it is attacked.
play-check = check!
play-announce = { $side }: { $move }
play-undo = Undo move
# Turns the board around (the other side at the bottom).
play-flip = Flip board
# The list of moves played so far.
play-moves = Moves
play-replay = Step through the game
play-first = Start of the game
play-back = One move back
play-forward = One move forward
play-latest = Latest position
play-viewing = Showing move
play-captured = Captured pieces
play-new-game = New game
play-opponent = Opponent
play-friend = A friend on this screen
# The computer's three strengths.
level-easy = Computer, Easy
level-normal = Computer, Normal
level-expert = Computer, Expert
play-side = You play
play-start = Start the game
play-record = Game record
play-download = Download the record (JSON)
play-position-moves = Position and moves
play-paste = Paste a record, a position or a list of moves to open it
play-import = Load the pasted record
play-open-file = …or open a record file
play-import-failed = That record could not be loaded
play-import-other-game = This record is a game of { $game }: open it on that game's page.
# $ply counts the record's actions from 1; $action is the action as written in the record (maybe cut short).
play-import-illegal = Move { $ply } of the record (“{ $action }”) is not a legal move there.
play-import-bad-start = The record's starting position (“{ $position }”) cannot be read.
play-replace-question = The game in progress will be lost. Replace it?
play-replace-yes = Replace it
play-replace-no = Keep playing
play-history = Finished games
play-history-empty = The games you finish on this device are kept here.
play-history-replay = Replay
play-history-download = Download
board-selected = { $piece } selected: { $count ->
    [one] one move
   *[other] { $count } moves
}
board-refused = That move is not allowed; the piece goes back.
# A square or point with no piece (read aloud by screen readers).
board-empty = empty
board-words-move = { $piece } from { $from } to { $to }
board-words-takes = { $move }, takes { $taken }
board-words-flip = { $cell } turned over: { $piece }
backgammon-spot-empty = { $spot }: empty

## Xiangqi

xiangqi-board = Xiangqi board. Arrow keys move the cursor, Enter picks up and puts down a piece.
xiangqi-seat-red = Red
xiangqi-seat-black = Black
# A piece's name read aloud: "{ $color } { $kind }", e.g. "red cannon".
xiangqi-piece = { $color } { $kind }
xiangqi-red = red
xiangqi-black = black
xiangqi-king = general
xiangqi-advisor = advisor
xiangqi-elephant = elephant
xiangqi-horse = horse
xiangqi-chariot = chariot
xiangqi-cannon = cannon
xiangqi-soldier = soldier
xiangqi-end-checkmate = checkmate
xiangqi-end-stalemate = no legal move (stalemate loses in xiangqi)
xiangqi-end-perpetual_check = perpetual check loses
xiangqi-end-perpetual_chase = perpetual chase loses
xiangqi-end-repetition = repetition
xiangqi-end-sixty_moves = sixty moves without a capture
xiangqi-end-insufficient_material = neither side can attack

## Hnefatafl

hnefatafl-board = Hnefatafl board. Arrow keys move the cursor, Enter picks up and puts down a piece.
hnefatafl-seat-attackers = Attackers
hnefatafl-seat-defenders = Defenders
hnefatafl-attacker = attacker
hnefatafl-defender = defender
hnefatafl-king = king
hnefatafl-end-king_escaped = the king escaped to a corner
hnefatafl-end-king_captured = the king was captured
hnefatafl-end-no_legal_move = no legal move left
hnefatafl-end-repetition = a position repeated a third time

## Banqi

banqi-board = Banqi board. Arrow keys move the cursor; Enter flips a face-down piece, or picks up and puts down one of yours.
banqi-seat-first = First player
banqi-seat-second = Second player
banqi-seat-red = Red
banqi-seat-black = Black
banqi-face-down = face-down piece
banqi-you-flip-first = You flip first: the colour of the first piece you turn over is yours.
banqi-they-flip-first = Your opponent flips first: the colour of the first piece they turn over is theirs, and you play the other.
banqi-you-red = You are Red
banqi-you-black = You are Black
banqi-hint-flip = turn over { $square }
banqi-hidden = Still face down: { $count }
banqi-no-progress = { $count } of { $limit } turns without a flip or a capture
banqi-end-all_captured = all sixteen pieces captured
banqi-end-no_legal_action = no legal action left
banqi-end-no_progress = twenty turns without a flip or a capture

## Backgammon

backgammon-seat-white = White
backgammon-seat-black = Black
backgammon-board = Backgammon board: points, bar and trays
backgammon-end-single = a single game
backgammon-end-gammon = a gammon: the loser bore off no checker
backgammon-end-backgammon = a backgammon: the loser bore off nothing and still has a checker on the bar or in the winner's home board
# Read aloud: a point or the bar, how many checkers, whose ("13: 5 White").
backgammon-spot = { $spot }: { $count } { $side }
backgammon-rolled = { $side } rolled { $dice }
backgammon-checker = { $side } checker on { $spot }
# The middle strip where hit checkers wait.
backgammon-bar = bar
# Checkers borne off the board.
backgammon-off = off
backgammon-moved = Moved to { $to }.
# The number of pips (points) a side still has to travel.
backgammon-pips = Pip count
backgammon-take-back = Take back checker
backgammon-confirm = Confirm play
backgammon-dance = { $side } rolled { $dice } and cannot move: the turn passes.
backgammon-dance-short = cannot move
backgammon-forced = Only one play is possible: it is laid out, press Confirm.
backgammon-opening = Opening roll: White { $white }, Black { $black }. { $side } plays first.
backgammon-id = GNU Backgammon ID

## Accounts, ranked games, leaderboards

account-title = Your account
account-why = With an account, your wins against the computer earn ranking points: Easy +10, Normal +30, Expert +100.
account-username = Username
account-password = Password
account-rules = Usernames: 3 to 24 Latin letters, digits, _ or -. Passwords: 10 to 256 characters, at least 5 different ones, not containing the username.
account-log-in = Log in
account-sign-up = Sign up
account-log-out = Log out
account-signed-in = Logged in as { $name }.
account-profile = Your ranked games
ranked-choice = Ranked game (points for a win)
ranked-hint = A ranked game needs a connection at every move; games that are not ranked play offline too.
ranked-game = Ranked game against { $level } (+{ $points } for a win)
ranked-won = Counted: a win, +{ $points } points.
ranked-lost = Counted as a loss.
ranked-resign-confirm = Resign this game? It counts as a loss.
ranked-drawn = Counted as a draw: no points.
ranked-paused = Connection lost: the ranked game is paused and goes on by itself when you are back online.
ranked-again = New ranked game
ranked-resumed = This is your ranked game in progress: it goes on from where you left it. A new one can start once it is over.
leaderboard-title = Leaderboard
leaderboard-game = Game
leaderboard-period = Period
leaderboard-all-games = All games
leaderboard-all-time = All time
leaderboard-month = This month
leaderboard-player = Player
leaderboard-points = Points
leaderboard-wins = Wins (Easy / Normal / Expert)
leaderboard-losses = Losses (Easy / Normal / Expert)
leaderboard-best = Best level beaten
leaderboard-empty = No ranked wins yet: be the first.
# One ranked game in a player's list. A ply is one player's move; $points are ranking points.
profile-game = { $date }: +{ $points }, { $plies ->
    [one] one ply
   *[other] { $plies } plies
}
profile-replay = Replay
profile-ratings = Ratings
# How a ranked game ended for the player, in their list of games.
result-win = Win
result-loss = Loss
result-draw = Draw

## Rules pages. Each game's rules are numbered paragraphs, the same numbers in every language; a paragraph that
## starts with "## " is a section heading (keep the "## " in every language, and keep headings and paragraphs on
## the same numbers).

rules-title = Rules
rules-back = Back to the game

xiangqi-rules-1 = ## The board
xiangqi-rules-2 = Xiangqi is played on the 90 points where nine files cross ten ranks. A river runs across the middle, and each side has a palace: the three-by-three square marked with a diagonal cross, in the middle of its back three ranks. Red starts at the bottom and moves first; the players then take turns, one move each.
xiangqi-rules-3 = Each side starts with its back rank, from left to right: chariot, horse, elephant, advisor, general, advisor, elephant, horse, chariot. Its two cannons stand two ranks further forward on the second file from each edge, and its five soldiers on the next rank, on every other file.
xiangqi-rules-4 = ## The pieces
xiangqi-rules-5 = General: one step along a line, and never out of the palace. The two generals may never stand on the same file with nothing between them.
xiangqi-rules-6 = Advisor: one step diagonally, inside the palace only.
xiangqi-rules-7 = Elephant: exactly two points diagonally, only on its own side of the river, and not when the point in between (the elephant's eye) is occupied.
xiangqi-rules-8 = Horse: one point straight, then one diagonally outwards. If the point next to it in that straight direction is occupied, the horse's leg is blocked and it cannot go that way.
xiangqi-rules-9 = Chariot: any distance along a line, without jumping.
xiangqi-rules-10 = Cannon: moves like a chariot, but captures only by jumping over exactly one piece of either colour (the screen) onto the enemy piece beyond.
xiangqi-rules-11 = Soldier: one step forward. Once across the river it may also step sideways. It never moves backwards.
xiangqi-rules-12 = ## Check, mate and stalemate
xiangqi-rules-13 = A move may never leave your own general attacked or facing the other general. If you cannot answer a check, that is checkmate and you lose. If you have no legal move at all, you lose too: in xiangqi stalemate is a loss.
xiangqi-rules-14 = ## Repetition and draws
xiangqi-rules-15 = When the same position with the same player to move appears for the third time, Tabula looks at the moves that repeated. A move attacks if it gives check, or if it newly threatens to capture an unprotected piece (offering to swap equal pieces does not count). If only one player attacked with every move, that player loses: perpetual check and perpetual chase are forbidden. Otherwise the game is drawn.
xiangqi-rules-16 = The game is also drawn after 60 moves by each side without a capture, and when neither side has a chariot, horse, cannon or soldier left.

hnefatafl-rules-1 = ## The sides
hnefatafl-rules-2 = Hnefatafl is played on 11 by 11 squares. The king and his twelve defenders start in the middle; the twenty-four attackers surround them. The attackers move first. The defenders win if the king reaches any corner; the attackers win if they capture the king.
hnefatafl-rules-3 = The king starts on the throne, the centre square, with his defenders in a diamond around him. The attackers start in four groups of six, one in the middle of each edge. The throne and the four corners are marked.
hnefatafl-rules-4 = ## Moving
hnefatafl-rules-5 = Every piece, the king included, moves like a chess rook: any number of empty squares along a row or column, without jumping. Only the king may stop on the throne in the centre or on a corner. While the throne is empty, no other piece may pass across it.
hnefatafl-rules-6 = ## Capturing
hnefatafl-rules-7 = You capture an enemy piece by trapping it between the piece you just moved and another of yours on the same row or column. Several pieces can be captured by one move. Moving into a gap between two enemies is safe.
hnefatafl-rules-8 = The corners are hostile to everybody, and so is the empty throne: they count as the second piece of a capture. The king fights alongside his defenders, both as the piece that moves and as the piece that holds.
hnefatafl-rules-9 = ## Capturing the king
hnefatafl-rules-10 = The king is captured only when attackers (or hostile squares) close all four sides around him, and one of those attackers has just moved there. Next to the empty throne three attackers are enough. On the edge of the board the king cannot be captured at all.
hnefatafl-rules-11 = ## Other endings
hnefatafl-rules-12 = A player with no legal move loses. A move that brings back the same position, with the same side to move, for the third time loses for the player who made it.

banqi-rules-1 = ## Setting up
banqi-rules-2 = Banqi uses the thirty-two xiangqi pieces on half a board of 4 by 8 squares. All pieces are shuffled and laid face down. Nobody owns a colour yet: the first piece flipped gives its colour to the player who flipped it.
banqi-rules-3 = ## A turn
banqi-rules-4 = On your turn you either flip any face-down piece, which ends your turn whatever it reveals, or move one of your face-up pieces one square up, down, left or right.
banqi-rules-5 = ## Capturing
banqi-rules-6 = A piece captures by stepping onto an adjacent face-up enemy of equal or lower rank: general, advisor, elephant, chariot, horse, soldier. The exception closes the circle: a soldier can capture the general, and the general cannot capture a soldier. Soldiers cannot capture cannons.
banqi-rules-7 = The cannon captures only by jumping along a row or column over exactly one piece, face up or face down, onto the first piece beyond it, which must be a face-up enemy of any rank.
banqi-rules-8 = Face-down pieces can be neither moved nor captured until someone flips them.
banqi-rules-9 = ## The end
banqi-rules-10 = You win when all sixteen enemy pieces are captured. A player who has no legal action on their turn loses. Twenty turns in a row without a flip or a capture end the game in a draw.
banqi-rules-11 = There is no check: the general is only the strongest piece, and losing it does not end the game.

backgammon-rules-1 = ## The race
backgammon-rules-2 = Each player has fifteen checkers and races them around the board to their own home board, then bears them off. The first to bear off all fifteen wins.
backgammon-rules-3 = Each player starts with two checkers on their 24-point, five on their 13-point, three on their 8-point and five on their 6-point. To begin, each player rolls one die; the higher die moves first and plays both dice just rolled.
backgammon-rules-4 = ## Moving
backgammon-rules-5 = Roll two dice and move one checker by each number, or one checker by both. Doubles are played four times. A point held by two or more enemy checkers is closed, also as a stop on the way. You must use as many dice as you can, and if only one die can be played, the larger one when possible.
backgammon-rules-6 = ## Hitting
backgammon-rules-7 = Landing on a single enemy checker hits it to the bar. A checker on the bar must come back in through the opponent's home board before anything else moves; if it cannot, the whole roll is lost.
backgammon-rules-8 = ## Bearing off
backgammon-rules-9 = Once all fifteen checkers are home you may bear them off: a die takes a checker off its own point, or from the highest point when no checker stands higher.
backgammon-rules-10 = ## Winning
backgammon-rules-11 = The winner scores a single game, a gammon if the loser has borne off no checker, or a backgammon if the loser also still has a checker on the bar or in the winner's home board. Tabula plays without the doubling cube.

## Platform ends: how a game ended when the rules did not end it.
# $side is the seat's name (Red, Attackers, White...).
end-resigned = { $side } resigned
# "Draw" as in a drawn game.
end-draw-agreed = draw agreed
end-timeout = { $side } ran out of time
end-abandoned = { $side } left the game
# A ranked game's end when the player's device sent the server a computer move the computer does not make.
end-forfeited = { $side } forfeited: a computer move was sent that the computer does not make
end-aborted = Game aborted — no result

## Online rooms: a friend on another device.
room-online = A friend online
room-clock = Clock
room-untimed = No clock
room-loading = Opening the room…
room-unknown = There is no such room.
room-expired = This invitation has expired.
room-gone-hint = Ask your friend for a new link, or start a game of your own.
room-waiting = Waiting for your friend to open the link…
room-invite = Send this link to your friend:
room-copy = Copy link
room-copied = Copied
room-share = Share
room-free-seat = (free seat)
room-you = you
room-connected = connected
room-away = disconnected
room-reconnecting = Connection lost — reconnecting…
room-watching = You are watching this game.
room-watchers = { $count ->
    [one] One spectator
   *[other] { $count } spectators
}
room-resign = Resign
room-keep-playing = Keep playing
room-resign-confirm = Resign this game? Your opponent wins.
# "Draw" as in a drawn game.
room-offer-draw = Offer a draw
room-draw-incoming = Your opponent offers a draw.
room-draw-declined = Your opponent declined the draw.
room-draw-sent = You offered a draw. Waiting for your opponent…
room-accept = Accept
room-decline = Decline
room-abort = Abort the game
room-roll = Roll the dice
room-gone = { $seconds ->
    [0] Your opponent has left. You may claim the game.
   *[other] Your opponent has left. You may claim the game in { $seconds } s.
}
room-claim-win = Claim the win
room-claim-draw = Call it a draw
room-rematch = Rematch
room-rematch-offered = You asked for a rematch. Waiting for your opponent…
room-rematch-incoming = Your opponent wants a rematch.

## What the server refused, by its code (protocol::ErrorCode).
error-malformed_json = The app sent something the server could not read: reload the page.
error-invalid_body = The app sent something the server could not read: reload the page.
error-invalid_query = That address is not valid.
error-invalid_path = That address is not valid.
error-invalid_input = Something in the form is not valid.
error-unsupported_media_type = The app sent something the server could not read: reload the page.
error-too_large = That is too large to send.
error-cross_site = Refused: the request did not come from Tabula's own pages.
error-wrong_host = This address is not Tabula's own: open Tabula from its usual address.
error-not_found = Not found.
error-method_not_allowed = The server does not take that request.
error-rate_limited = Too many attempts — wait a moment and try again.
error-request_timeout = The request took too long to arrive — check your connection and try again.
error-too_many_connections = Too many games are open from this connection — close one and try again.
error-internal = Something went wrong on the server.
error-unavailable = The server is busy: try again.
error-update_required = Tabula has been updated: reload the page.
error-unauthorized = Log in first.
error-invalid_credentials = Wrong username or password.
error-invalid_username = A username has 3 to 24 characters: Latin letters (a–z), digits, _ or -.
error-username_taken = That username is taken.
error-weak_password = A password has 10 to 256 characters, at least 5 different ones, and does not contain your username.
error-unknown_locale = That language is not available.
error-unknown_game = There is no such game.
error-not_in_ranked = Not in a ranked game: a started one always counts — resign to end it.
error-room_expired = This invitation has expired.
error-room_full = Both seats are taken: you can watch.
error-too_many_spectators = Too many people are watching this game already.
error-game_over = The game is over.
error-not_a_player = You are watching: only the players can move.
error-not_your_turn = It is not your turn.
error-illegal_action = That move is not allowed.
error-bad_message = The app sent something the server did not understand: reload the page.
# "Draw" as in a drawn game.
error-draws_not_allowed = This game has no draws by agreement.
error-draw_offer_too_soon = You can offer a draw again twenty moves after your last offer.
error-no_draw_offer = There is no draw offer to answer.
error-too_late_to_abort = Both players have moved: the game can no longer be aborted.
error-claim_too_early = Your opponent has not been gone long enough.
error-no_rematch = A rematch is possible once the game is over.
error-too_long = The game has reached its length limit.
error-account_required = A rated game is between accounts: log in to play it.
error-unknown = The server refused that.

## Piece legend (the board page and the rules page of Xiangqi and Banqi)

legend-title = Pieces
xiangqi-legend-king = One step along a line, never out of the palace. The two generals may never face each other on an open file.
xiangqi-legend-advisor = One step diagonally, never out of the palace.
xiangqi-legend-elephant = Exactly two points diagonally, never across the river; blocked by a piece on the point between.
xiangqi-legend-horse = One point straight, then one diagonally outward; blocked by a piece next to it in that direction.
xiangqi-legend-chariot = Any distance along a line, without jumping.
xiangqi-legend-cannon = Moves like a chariot; captures only by jumping over exactly one piece.
xiangqi-legend-soldier = One step forward; once across the river, also one step sideways. Never back.
banqi-legend-intro = Every piece moves one square up, down, left or right and takes a face-up enemy of equal or lower rank, except as noted.
banqi-legend-king = Rank 1. Takes every piece but the soldier.
banqi-legend-advisor = Rank 2. Takes every piece but the general.
banqi-legend-elephant = Rank 3. Takes elephants, chariots, horses, cannons and soldiers.
banqi-legend-chariot = Rank 4. Takes chariots, horses, cannons and soldiers.
banqi-legend-horse = Rank 5. Takes horses, cannons and soldiers.
banqi-legend-cannon = Takes any face-up enemy, but only by jumping over exactly one piece along a row or column. Soldiers cannot take it.
banqi-legend-soldier = Rank 6. Takes soldiers, and the general; not the cannon.

## Sound (the button in the panel beside the board)

sound-on = Sound: on
sound-off = Sound: off

## Standard formats (the record panel: what a game is written as, what a paste could not be read as)

play-import-empty = Paste a record, a position or a list of moves first.
play-import-unrecognised = Tabula cannot read this as { $game }. It reads: { $formats }.
play-import-character = Line { $line }, column { $column }: “{ $found }” does not belong there.
play-import-incomplete = The text stops too soon: a comment, a tag or the record is not closed.
play-import-move-unread = Move { $ply } (“{ $action }”) is not a move Tabula can read.
play-import-move-ambiguous = Move { $ply } (“{ $action }”) could be more than one move there.
play-import-move-after-end = Move { $ply } (“{ $action }”) comes after the end of the game.
play-import-several-games = This file holds { $count } games: open one game at a time.
play-export-format = The game as
play-export-download = Download in this format
play-export-unavailable = This game cannot be written in that format: it did not start from the usual set-up.
format-json = Tabula record (JSON)
format-fen = FEN position
format-iccs = ICCS moves
format-wxf = WXF moves
format-pgn = PGN
format-gnubg-id = GNU Backgammon ID
format-mat = Match file (.mat)
format-opentafl-position = OpenTafl position
format-opentafl-game = OpenTafl game record

## The Hint button (casual games: the Expert's move for the person, shown on the board)

play-hint = Hint
play-hint-is = Hint: { $move }
play-hint-failed = No hint this time: the computer could not answer.

## The review of a finished game (casual games: the computer as a coach, in the worker)

review-start = Review the game
review-thinking = The computer is reviewing the game…
review-heading = Review
review-chances = Chance of winning for { $side }, move by move
review-mistake = Move { $number }, { $side }: { $played } lost { $lost } % — better: { $better }
review-none = No costly mistakes: well played.
review-failed = The game could not be reviewed.

## Greetings in rooms and player profiles (issue 39, parts 4 and 3)

greeting-hello = Hello!
greeting-good_luck = Good luck!
greeting-have_fun = Have fun!
greeting-well_played = Well played!
greeting-good_game = Good game!
greeting-thank_you = Thank you!
greeting-sorry = Sorry!
greeting-oops = Oops!
greeting-rematch = Rematch?
greeting-have_to_go = I have to go.
greetings-label = Greetings
greetings-said = { $name }: { $phrase }
greetings-mute = Mute greetings
greetings-unmute = Show greetings
error-unknown_greeting = That is not one of the preset greetings.
error-too_many_greetings = Too many greetings: wait a moment.
profile-chart = { $game } rating, game by game
profile-archive = Finished games
profile-none = No finished games yet.
profile-more = Older games
profile-guest = guest
profile-against = against
profile-result-win = Won
profile-result-loss = Lost
profile-result-draw = Drawn
profile-result-aborted = Aborted
profile-reason-rules = by the rules
profile-reason-resigned = by resignation
profile-reason-draw_agreed = by agreement
profile-reason-timeout = on time
profile-reason-abandoned = the game was abandoned
profile-reason-forfeited = by forfeit
profile-reason-aborted = before both had moved
profile-ranked = Ranked
profile-rated = Rated
profile-casual = Casual
profile-download = Download
profile-game-page = Game page
## The lobby (/play: open games offered to anyone, quick pairing)

nav-lobby = Play online
home-lobby = Play someone online: open the lobby
game-lobby = Find an opponent online
lobby-title = Lobby
lobby-lead = Games people are offering right now. Join one, offer your own, or let quick pairing find you an opponent of your strength.
lobby-quick = Quick pairing
lobby-create = Offer a game
lobby-create-button = Create a game
lobby-game = Game
lobby-clock = Clock
lobby-untimed = No clock
lobby-rated = Rated
lobby-rated-hint = Rated games are between accounts: log in to offer one.
lobby-casual = Casual
lobby-kind = Kind
lobby-open = Open games
lobby-none = Nobody is offering a game right now. Create one, or try quick pairing.
lobby-player = Player
lobby-rating = Rating
lobby-join = Join
lobby-cancel = Cancel
error-own_seek = This is your own game: wait for someone to join it.
error-seek_exists = You already offer a game of this kind: one open game per game kind.
error-too_many_seeks = You already offer three games: cancel one first.

## Issue 38 (fixes38): what a player sees and stumbles over

position-problem-fields = It does not have the parts a position of this game has.
position-problem-rank-count = The board has { $found } ranks instead of { $expected }.
position-problem-rank-length = Rank { $rank } has { $squares } squares instead of { $expected }.
position-problem-piece = “{ $piece }” is not a piece of this game.
position-problem-side = “{ $found }” does not say whose turn it is.
position-problem-counter = “{ $found }” is not a valid move counter.
position-problem-field = “{ $found }” does not belong in this position.
position-problem-kings = It has { $count } kings; there is only one.
position-problem-generals = A side has { $count } generals; each side has exactly one.
position-problem-too-many = More “{ $piece }” pieces than the { $max } of the set.
position-problem-square = “{ $piece }” cannot stand on { $square }.
position-problem-in-check = The side that has just moved is in check.
position-problem-captured = The captured and face-down pieces do not add up to the set.
position-problem-colours = The colours are not given, yet the game has begun.
position-problem-board-size = Tabula plays on the 11×11 board, not { $size }.
position-problem-id = This is not a GNU Backgammon ID.
position-problem-checkers = One side has { $count } checkers; each side has 15.
position-problem-shared-point = Both sides have checkers on point { $point }.
position-problem-match-state = The Match ID's dice or game state do not fit the board.
end-resigned-size = { $side } resigned, conceding { $size }
play-taken-from = { $side } lost
backgammon-numbering = Points are numbered from { $side }'s side, as on the board (exported records number each play from its mover's side).
