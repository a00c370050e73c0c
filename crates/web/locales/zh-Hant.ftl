# Tabula 繁體中文 (zh-Hant), as read in Taiwan, Hong Kong and Macau. The same messages and sections as en.ftl;
# Chinese has only the plural category `other`. Xiangqi and banqi use the usual piece names (將/帥 士 象 馬 車 炮
# 兵/卒), 翻 for a banqi flip, 炮架 for the cannon's screen; backgammon uses 西洋雙陸棋 terms (中欄 for the bar,
# 移出 for bearing off, 單子 for a blot).

## The frame of every page: header, navigation, footer, language and theme

app-name = Tabula
nav-label = 主選單
nav-games = 遊戲
nav-leaderboard = 排行榜
nav-account = 登入
footer = Tabula——四款經典棋盤遊戲，免費暢玩，就在你自己的裝置上。
theme-dark = 深色主題
theme-light = 淺色主題
language-label = 語言
api-offline = 無法連線到伺服器：你似乎處於離線狀態。
api-rate-limited-wait = 嘗試次數太多，請 { $minutes } 分鐘後再試。

## Dates

date = { $year }年{ $month }月{ $day }日

## Home page and the games' names

home-title = 四款經典棋盤遊戲
home-lead = 和朋友在同一個螢幕上對弈，或挑戰三種難度的電腦。電腦在你自己的裝置上思考，所以 Tabula 離線也能玩。
home-rules = 規則
home-play = 開始
game-banqi = 暗棋
game-banqi-blurb = 中國暗棋：翻開暗子，再用它們獵殺對手。小兵也能扳倒將帥。
game-backgammon = 西洋雙陸棋
game-backgammon-blurb = 世界上最古老的競速遊戲：擲骰子、打單子、築封鎖，搶先把棋子全部移出。
game-xiangqi = 象棋
game-xiangqi-blurb = 中國象棋：炮要隔子打，馬會被絆腿，將帥永不照面。
game-hnefatafl = 維京棋
game-hnefatafl-blurb = 維京人的棋（Hnefatafl）：守方護送國王奔向角落，攻方收緊包圍網。
not-found-title = 這裡沒有頁面。
not-found-home = 返回遊戲

## A game page: status, controls, new game, records

play-to-move = 輪到{ $side }走棋
play-choose = 請選擇對局方式：與同螢幕好友、線上好友或電腦對弈，然後開始對局。
play-wins = { $side }獲勝
play-you-won = 你贏了
play-computer-won = 電腦贏了
# 和棋（無人獲勝）。
play-draw = 和棋
play-thinking = 電腦正在思考…
crash-text = 出了點問題。請重新整理頁面繼續——你的對局已儲存。
crash-reload = 重新整理
play-updating = Tabula 已更新：正在載入新版本…
play-check = 將軍！
play-announce = { $side }：{ $move }
play-undo = 悔棋
play-flip = 翻轉棋盤
play-moves = 著法
play-replay = 逐步回看對局
play-first = 對局開始
play-back = 後退一步
play-forward = 前進一步
play-latest = 最新局面
play-viewing = 目前著法
play-captured = 被吃的棋子
play-new-game = 新對局
play-opponent = 對手
play-friend = 同螢幕的朋友
level-easy = 電腦（簡單）
level-normal = 電腦（普通）
level-expert = 電腦（專家）
play-side = 你執
play-start = 開始對局
play-record = 棋譜
play-download = 下載棋譜（JSON）
play-position-moves = 局面與著法
play-paste = 貼上棋譜、局面或著法列表以開啟
play-import = 載入貼上的棋譜
play-open-file = …或開啟棋譜檔案
play-import-failed = 無法載入這份棋譜
play-import-other-game = 這份記錄是{ $game }的對局：請在該遊戲的頁面開啟。
# $ply counts the record's actions from 1; $action is the action as written in the record (maybe cut short).
play-import-illegal = 記錄的第 { $ply } 步（「{ $action }」）在那裡不合規則。
play-import-bad-start = 無法讀取記錄的起始局面（「{ $position }」）。
play-replace-question = 進行中的對局將會遺失。要取代它嗎？
play-replace-yes = 取代
play-replace-no = 繼續對局
play-history = 已結束的對局
play-history-empty = 在本裝置上下完的對局會保存在這裡。
play-history-replay = 重播
play-history-download = 下載
board-selected = 已選取{ $piece }：共 { $count } 種走法
board-refused = 這步棋不合規則，棋子已退回。
board-empty = 空
board-words-move = { $piece }從 { $from } 到 { $to }
board-words-takes = { $move }，吃{ $taken }
board-words-flip = 翻開 { $cell }：{ $piece }
backgammon-spot-empty = { $spot }：空

## Xiangqi

xiangqi-board = 象棋棋盤。用方向鍵移動游標，按 Enter 拿起或放下棋子。
xiangqi-seat-red = 紅方
xiangqi-seat-black = 黑方
xiangqi-piece = { $color }{ $kind }
xiangqi-red = 紅
xiangqi-black = 黑
xiangqi-king = 將
xiangqi-advisor = 士
xiangqi-elephant = 象
xiangqi-horse = 馬
xiangqi-chariot = 車
xiangqi-cannon = 炮
xiangqi-soldier = 兵
xiangqi-end-checkmate = 將死
xiangqi-end-stalemate = 無子可走（象棋中困斃判負）
xiangqi-end-perpetual_check = 長將判負
xiangqi-end-perpetual_chase = 長捉判負
xiangqi-end-repetition = 局面重複
xiangqi-end-sixty_moves = 六十回合無吃子
xiangqi-end-insufficient_material = 雙方均無進攻子力

## Hnefatafl

hnefatafl-board = 維京棋棋盤。用方向鍵移動游標，按 Enter 拿起或放下棋子。
hnefatafl-seat-attackers = 攻方
hnefatafl-seat-defenders = 守方
hnefatafl-attacker = 攻方棋子
hnefatafl-defender = 守方棋子
hnefatafl-king = 國王
hnefatafl-end-king_escaped = 國王逃到了角落
hnefatafl-end-king_captured = 國王被擒
hnefatafl-end-no_legal_move = 已無合法著法
hnefatafl-end-repetition = 同一局面第三次出現

## Banqi

banqi-board = 暗棋棋盤。用方向鍵移動游標；按 Enter 翻開暗子，或拿起、放下自己的棋子。
banqi-seat-first = 先手
banqi-seat-second = 後手
banqi-seat-red = 紅方
banqi-seat-black = 黑方
banqi-face-down = 暗子
banqi-you-flip-first = 由你先翻：你翻開的第一枚棋子是什麼顏色，你就執什麼顏色。
banqi-they-flip-first = 對手先翻：對手翻開的第一枚棋子的顏色歸對手，你執另一方。
banqi-you-red = 你執紅
banqi-you-black = 你執黑
banqi-hint-flip = 翻開 { $square }
banqi-hidden = 尚未翻開：{ $count }
banqi-no-progress = 已連續 { $count } 步無翻子、無吃子（上限 { $limit }）
banqi-end-all_captured = 十六枚棋子全部被吃
banqi-end-no_legal_action = 已無合法動作
banqi-end-no_progress = 連續二十步無翻子、無吃子

## Backgammon

backgammon-seat-white = 白方
backgammon-seat-black = 黑方
backgammon-board = 西洋雙陸棋棋盤：格位、中欄與收子盤
backgammon-end-single = 普通勝
backgammon-end-gammon = 全勝（gammon）：輸方一枚棋子也沒移出
backgammon-end-backgammon = 完勝（backgammon）：輸方一枚棋子也沒移出，且仍有棋子在中欄或贏方的內盤
backgammon-spot = { $spot }：{ $side } { $count } 枚
backgammon-rolled = { $side }擲出 { $dice }
backgammon-checker = { $spot } 上的{ $side }棋子
# 棋盤中間放被打棋子的隔欄。
backgammon-bar = 中欄
# 已移出棋盤的棋子。
backgammon-off = 已移出
backgammon-moved = 已走到 { $to }。
backgammon-pips = 點數
backgammon-take-back = 撤回棋子
backgammon-confirm = 確認走法
backgammon-dance = { $side }擲出 { $dice }，無法行棋：輪到對方。
backgammon-dance-short = 無法行棋
backgammon-forced = 只有一種走法：已替你擺好，請按「確認走法」。
backgammon-opening = 開局擲骰：白方 { $white }，黑方 { $black }。{ $side }先走。
backgammon-id = GNU Backgammon 局面編號

## Accounts, ranked games, leaderboards

account-title = 你的帳號
account-why = 有了帳號，戰勝電腦就能獲得排名積分：簡單 +10，普通 +30，專家 +100。
account-username = 使用者名稱
account-password = 密碼
account-rules = 使用者名稱：3 到 24 個字元，可用拉丁字母、數字、_ 或 -。密碼：10 到 256 個字元，至少含 5 個不同的字元，且不能包含使用者名稱。
account-log-in = 登入
account-sign-up = 註冊
account-log-out = 登出
account-signed-in = 已登入：{ $name }。
account-profile = 你的排名對局
ranked-choice = 排名對局（獲勝得積分）
ranked-hint = 排名對局每一步都需要連網；非排名對局離線也能下。
ranked-game = 對戰{ $level }的排名對局（獲勝 +{ $points }）
ranked-won = 已計入：勝局，+{ $points } 積分。
ranked-lost = 計為負局。
ranked-resign-confirm = 確定認輸嗎？這將計為一局負。
ranked-drawn = 計為和局：不得分。
ranked-paused = 連線中斷：排名對局已暫停，重新連上網路後會自動繼續。
ranked-again = 新的排名對局
ranked-resumed = 這是你尚未結束的排位對局：從你離開的地方繼續。它結束後才能開始新的排位對局。
leaderboard-title = 排行榜
leaderboard-game = 遊戲
leaderboard-period = 時間範圍
leaderboard-all-games = 全部遊戲
leaderboard-all-time = 歷史總榜
leaderboard-month = 本月
leaderboard-player = 玩家
leaderboard-points = 積分
leaderboard-wins = 勝局（簡單 / 普通 / 專家）
leaderboard-losses = 負局（簡單 / 普通 / 專家）
leaderboard-best = 戰勝過的最高難度
leaderboard-empty = 還沒有排名勝局：來當第一個吧。
profile-game = { $date }：+{ $points } 積分，{ $plies } 步
profile-replay = 重播
profile-ratings = 等級分
# How a ranked game ended for the player, in their list of games.
result-win = 勝
result-loss = 負
result-draw = 和

## Rules pages: the same numbered paragraphs as en.ftl; "## " starts a heading.

rules-title = 規則
rules-back = 返回對局

xiangqi-rules-1 = ## 棋盤
xiangqi-rules-2 = 象棋在九條直線與十條橫線相交的 90 個交叉點上進行。棋盤中間隔著一條河界，雙方各有一個九宮：位於己方底部三排正中、畫有斜交叉線的三乘三方格。紅方在下，先走；之後雙方輪流，每次走一步。
xiangqi-rules-3 = 雙方底線從左到右依次為：車、馬、象、士、將、士、象、馬、車。兩門炮位於底線前方第二排、距兩邊各第二條直線上，五個兵卒位於再前一排，每隔一條直線一個。
xiangqi-rules-4 = ## 棋子
xiangqi-rules-5 = 將（帥）：沿直線走一步，不得走出九宮。兩將不得在同一條直線上直接對面，中間必須隔有棋子。
xiangqi-rules-6 = 士：斜走一步，只能在九宮內。
xiangqi-rules-7 = 象：斜走兩格（走「田」字），不能過河；中間一點（象眼）有子時不能走。
xiangqi-rules-8 = 馬：先直走一點，再向外斜走一點（走「日」字）。若直走方向緊挨著的一點有子，就是「絆馬腿」，馬不能朝那個方向走。
xiangqi-rules-9 = 車：沿直線走任意距離，不能越子。
xiangqi-rules-10 = 炮：走法同車，但吃子時必須隔著恰好一個棋子（炮架，顏色不限），跳過去吃掉後面的敵子。
xiangqi-rules-11 = 兵（卒）：向前走一步；過河後也可以橫走一步；永遠不能後退。
xiangqi-rules-12 = ## 將軍、將死與困斃
xiangqi-rules-13 = 任何一步都不能讓己方的將受到攻擊，也不能讓兩將照面。被將軍而無法應將，就是將死，判負。如果根本無子可走，同樣判負：象棋中困斃即輸棋。
xiangqi-rules-14 = ## 重複局面與和棋
xiangqi-rules-15 = 當同一局面、同一方行棋第三次出現時，Tabula 會檢查循環中的著法。一步棋若是將軍，或新造成對無根子的捉吃（邀兌同種棋子不算），就算作攻擊。若只有一方每一步都在攻擊，這一方判負：長將和長捉都是禁著。其餘情況判和。
xiangqi-rules-16 = 雙方各走 60 回合都沒有吃子，或雙方都已沒有車、馬、炮、兵卒時，也判和棋。

hnefatafl-rules-1 = ## 雙方
hnefatafl-rules-2 = 維京棋在 11 × 11 的方格棋盤上進行。國王和他的十二名守衛從中央出發，二十四枚攻方棋子將他們包圍。攻方先走。國王到達任一角落，守方獲勝；攻方擒住國王，攻方獲勝。
hnefatafl-rules-3 = 國王起始於中央的王座，守衛呈菱形圍在四周。攻方分成四組，每組六枚，位於四條邊的中央。王座和四個角都有標記。
hnefatafl-rules-4 = ## 走法
hnefatafl-rules-5 = 所有棋子（包括國王）都像西洋棋的城堡一樣走：沿行或列經過任意數量的空格，不能越子。只有國王可以停在中央王座或角上。王座空著時，其他棋子不能穿過它。
hnefatafl-rules-6 = ## 吃子
hnefatafl-rules-7 = 把敵子夾在你剛走的棋子與同一行或同一列上的另一枚己方棋子之間，就吃掉它。一步可以同時吃掉多枚棋子。自己走進兩枚敵子之間是安全的。
hnefatafl-rules-8 = 四個角對所有人都是敵對格，空王座也是：它們可以充當夾擊的另一方。國王和守衛並肩作戰，既可以是走過來的一方，也可以是守在原地的一方。
hnefatafl-rules-9 = ## 擒王
hnefatafl-rules-10 = 只有當攻方棋子（或敵對格）圍住國王的四面，並且其中一枚攻方棋子是剛剛走到位的，國王才被擒。國王緊挨空王座時，三枚攻方棋子就夠了。國王在棋盤邊上時根本無法被擒。
hnefatafl-rules-11 = ## 其他結局
hnefatafl-rules-12 = 無合法著法的一方判負。一步棋若使同一局面、同一方行棋第三次出現，走這步棋的一方判負。

banqi-rules-1 = ## 布局
banqi-rules-2 = 暗棋使用象棋的三十二枚棋子，在 4 × 8 的半個棋盤上進行。所有棋子洗亂後背面朝上擺放。開局時誰都還沒有顏色：第一枚被翻開的棋子，顏色就歸翻開它的玩家。
banqi-rules-3 = ## 每一步
banqi-rules-4 = 輪到你時，要嘛翻開任意一枚暗子——無論翻出什麼，這一步都到此結束；要嘛把自己的一枚明子向上、下、左或右走一格。
banqi-rules-5 = ## 吃子
banqi-rules-6 = 棋子走到相鄰的、已翻開的、等級相同或更低的敵子上就能吃掉它，等級為：將、士、象、車、馬、兵。例外讓等級首尾相連：兵可以吃將，將卻不能吃兵。兵不能吃炮。
banqi-rules-7 = 炮只能沿行或列隔著恰好一枚棋子（明子暗子皆可）跳吃，落在其後的第一枚棋子上，而那必須是已翻開的敵子，等級不限。
banqi-rules-8 = 暗子在被翻開之前，既不能走，也不能被吃。
banqi-rules-9 = ## 終局
banqi-rules-10 = 吃光對方全部十六枚棋子就獲勝。輪到自己時沒有任何合法動作的一方判負。連續二十步既無翻子也無吃子，則為和棋。
banqi-rules-11 = 暗棋沒有將軍：將只是最強的棋子，失去它對局並不結束。

backgammon-rules-1 = ## 競速
backgammon-rules-2 = 每位玩家有十五枚棋子，要繞棋盤跑進自己的內盤，再把它們移出棋盤。最先移出全部十五枚的一方獲勝。
backgammon-rules-3 = 雙方開局時各在自己的 24 點放兩枚、13 點放五枚、8 點放三枚、6 點放五枚。開局時雙方各擲一顆骰子，點數大者先走，並使用剛擲出的這兩顆骰子。
backgammon-rules-4 = ## 行棋
backgammon-rules-5 = 擲兩顆骰子，每個點數走一枚棋子，也可以讓一枚棋子連走兩個點數。擲出對子要走四次。有兩枚或以上敵子的格位被封鎖，既不能落子，也不能作為中途停靠點。必須盡可能多地使用骰子；如果只能使用一顆，能用大點時必須用大點。
backgammon-rules-6 = ## 打子
backgammon-rules-7 = 落在只有一枚敵子的格位上，就把它打到中欄。中欄上的棋子必須先從對方內盤重新進場，其他棋子才能移動；進不了場，這一手就全部作廢。
backgammon-rules-8 = ## 移出
backgammon-rules-9 = 十五枚棋子全部進入內盤後才能開始移出：骰子點數可以把對應格位上的棋子移出；若更高的格位上已沒有棋子，也可以從最高的格位移出。
backgammon-rules-10 = ## 勝負
backgammon-rules-11 = 贏方取得普通勝；若輸方一枚棋子也沒移出，為全勝（gammon）；若輸方此外還有棋子在中欄或贏方內盤，為完勝（backgammon）。Tabula 不使用加倍骰。

## Platform ends: how a game ended when the rules did not end it.
# $side is the seat's name.
end-resigned = { $side }認輸
# "Draw" as in a drawn game.
end-draw-agreed = 雙方同意和棋
end-timeout = { $side }超時
end-abandoned = { $side }離開了對局
# A ranked game's end when the player's device sent the server a computer move the computer does not make.
end-forfeited = { $side }被判負：送出了電腦不會走的著法
end-aborted = 對局已中止，無勝負

## Online rooms: a friend on another device.
room-online = 線上好友
room-clock = 計時
room-untimed = 不計時
room-loading = 正在開啟房間…
room-unknown = 沒有這個房間。
room-expired = 這個邀請已過期。
room-gone-hint = 請朋友傳一個新連結，或自己開始一局。
room-waiting = 等待朋友開啟連結…
room-invite = 把這個連結傳給朋友：
room-copy = 複製連結
room-copied = 已複製
room-share = 分享
room-free-seat = （空位）
room-you = 你
room-connected = 已連線
room-away = 已斷線
room-reconnecting = 連線中斷，正在重新連線…
room-watching = 你正在觀戰。
room-watchers = { $count } 人觀戰
room-resign = 認輸
room-keep-playing = 繼續對局
room-resign-confirm = 確定認輸嗎？對手將獲勝。
# "Draw" as in a drawn game.
room-offer-draw = 提和
room-draw-incoming = 對手提議和棋。
room-draw-declined = 對手拒絕了和棋。
room-draw-sent = 你已提和，正在等待對手回應…
room-accept = 接受
room-decline = 拒絕
room-abort = 中止對局
room-roll = 擲骰子
room-gone = { $seconds ->
    [0] 對手已離開。你可以申請判定這局。
   *[other] 對手已離開。{ $seconds } 秒後你可以申請判定這局。
}
room-claim-win = 判我獲勝
room-claim-draw = 判為和棋
room-rematch = 再來一局
room-rematch-offered = 你已提議再來一局，等待對手…
room-rematch-incoming = 對手想再來一局。

## What the server refused, by its code.
error-malformed_json = 應用程式傳送了伺服器無法讀取的內容：請重新整理頁面。
error-invalid_body = 應用程式傳送了伺服器無法讀取的內容：請重新整理頁面。
error-invalid_query = 這個網址無效。
error-invalid_path = 這個網址無效。
error-invalid_input = 表單中有內容無效。
error-unsupported_media_type = 應用程式傳送了伺服器無法讀取的內容：請重新整理頁面。
error-too_large = 內容太大，無法傳送。
error-cross_site = 已拒絕：請求並非來自 Tabula 自己的頁面。
error-wrong_host = 此位址不是 Tabula 自己的位址：請從 Tabula 的常用位址開啟。
error-not_found = 找不到。
error-method_not_allowed = 伺服器不接受這個請求。
error-rate_limited = 嘗試次數太多，請稍候再試。
error-request_timeout = 請求傳送太慢——請檢查網路連線後再試。
error-too_many_connections = 此連線開啟的對局太多——請關閉一個再試。
error-internal = 伺服器出錯了。
error-unavailable = 伺服器忙碌中，請再試一次。
error-update_required = Tabula 已更新：請重新整理頁面。
error-unauthorized = 請先登入。
error-invalid_credentials = 使用者名稱或密碼錯誤。
error-invalid_username = 使用者名稱為 3 到 24 個拉丁字母（a–z）、數字、_ 或 -。
error-username_taken = 這個使用者名稱已被使用。
error-weak_password = 密碼長度為 10 到 256 個字元，至少包含 5 個不同的字元，且不能包含你的使用者名稱。
error-unknown_locale = 沒有這種語言。
error-unknown_game = 沒有這個遊戲。
error-not_in_ranked = 排名對局中不可以這樣做：開始的對局一律計入——要結束請認輸。
error-room_expired = 這個邀請已過期。
error-room_full = 兩個座位都有人了：你可以觀戰。
error-too_many_spectators = 觀戰的人已經太多了。
error-game_over = 對局已經結束。
error-not_a_player = 你在觀戰：只有對局雙方可以走棋。
error-not_your_turn = 還沒輪到你。
error-illegal_action = 不能這樣走。
error-bad_message = 應用程式傳送了伺服器無法理解的內容：請重新整理頁面。
# "Draw" as in a drawn game.
error-draws_not_allowed = 這個遊戲不能協議和棋。
error-draw_offer_too_soon = 上次提和之後再走二十步，才能再次提和。
error-no_draw_offer = 沒有需要回應的提和。
error-too_late_to_abort = 雙方都已走棋：不能再中止對局。
error-claim_too_early = 對手離開的時間還不夠長。
error-no_rematch = 對局結束後才能再來一局。
error-too_long = 對局已達到長度上限。
error-account_required = 等級分對局只在帳戶之間進行：請先登入。
error-unknown = 伺服器拒絕了這個請求。

## Piece legend (the board page and the rules page of Xiangqi and Banqi)

legend-title = 棋子
xiangqi-legend-king = 沿直線走一步，不出九宮。兩將不得在中間無子的直線上對面。
xiangqi-legend-advisor = 斜走一步，不出九宮。
xiangqi-legend-elephant = 斜走兩格（田字），不能過河；象眼有子時不能走。
xiangqi-legend-horse = 先直走一點，再向外斜走一點（日字）；緊挨著的一點有子時不能走（絆馬腿）。
xiangqi-legend-chariot = 沿直線走任意距離，不能越子。
xiangqi-legend-cannon = 走法同車；吃子時必須隔著恰好一個棋子跳吃。
xiangqi-legend-soldier = 向前走一步；過河後也可以橫走一步。永不後退。
banqi-legend-intro = 每枚棋子向上、下、左或右走一格，可以吃等級相同或更低的已翻開敵子，例外如下。
banqi-legend-king = 第 1 級。除兵以外都能吃。
banqi-legend-advisor = 第 2 級。除將以外都能吃。
banqi-legend-elephant = 第 3 級。能吃象、車、馬、炮和兵。
banqi-legend-chariot = 第 4 級。能吃車、馬、炮和兵。
banqi-legend-horse = 第 5 級。能吃馬、炮和兵。
banqi-legend-cannon = 能吃任何已翻開的敵子，但只能沿行或列隔著恰好一枚棋子跳吃。兵不能吃炮。
banqi-legend-soldier = 第 6 級。能吃兵和將，不能吃炮。

## Sound (the button in the panel beside the board)

sound-on = 聲音：開
sound-off = 聲音：關

## Standard formats (the record panel: what a game is written as, what a paste could not be read as)

play-import-empty = 請先貼上棋譜、局面或著法列表。
play-import-unrecognised = Tabula 無法把這段文字讀作{ $game }。可讀的格式：{ $formats }。
play-import-character = 第 { $line } 行第 { $column } 列：「{ $found }」不應出現在這裡。
play-import-incomplete = 文字結束得太早：有註解、標籤或記錄沒有閉合。
play-import-move-unread = 第 { $ply } 步（「{ $action }」）不是 Tabula 能讀懂的著法。
play-import-move-ambiguous = 第 { $ply } 步（「{ $action }」）在那裡可能指不只一種著法。
play-import-move-after-end = 第 { $ply } 步（「{ $action }」）出現在對局結束之後。
play-import-several-games = 這個檔案包含 { $count } 局對局：請一次開啟一局。
play-export-format = 對局格式
play-export-download = 以此格式下載
play-export-unavailable = 這局棋無法寫成該格式：它不是從標準開局開始的。
format-json = Tabula 記錄（JSON）
format-fen = FEN 局面
format-iccs = ICCS 著法
format-wxf = WXF 著法
format-pgn = PGN
format-gnubg-id = GNU Backgammon ID
format-mat = 比賽檔案（.mat）
format-opentafl-position = OpenTafl 局面
format-opentafl-game = OpenTafl 對局記錄

## The Hint button (casual games: the Expert's move for the person, shown on the board)

play-hint = 提示
play-hint-is = 提示：{ $move }
play-hint-failed = 這次沒有提示：電腦未能回答。

## The review of a finished game

review-start = 復盤
review-thinking = 電腦正在復盤…
review-heading = 復盤
review-chances = { $side }每一步的勝率
review-mistake = 第 { $number } 步，{ $side }：{ $played } 損失 { $lost }% —— 更好：{ $better }
review-none = 沒有嚴重失誤：下得好。
review-failed = 這盤棋無法復盤。

## Greetings in rooms and player profiles (issue 39, parts 4 and 3)

greeting-hello = 你好！
greeting-good_luck = 祝你好運！
greeting-have_fun = 玩得開心！
greeting-well_played = 下得好！
greeting-good_game = 精彩的對局！
greeting-thank_you = 謝謝！
greeting-sorry = 抱歉！
greeting-oops = 哎呀！
greeting-rematch = 再來一局？
greeting-have_to_go = 我得走了。
greetings-label = 問候語
greetings-said = { $name }：{ $phrase }
greetings-mute = 隱藏問候語
greetings-unmute = 顯示問候語
error-unknown_greeting = 這不是預設的問候語。
error-too_many_greetings = 問候太頻繁了，請稍候。
profile-chart = { $game }等級分，逐局變化
profile-archive = 已結束的對局
profile-none = 還沒有已結束的對局。
profile-more = 更早的對局
profile-guest = 訪客
profile-against = 對手
profile-result-win = 勝
profile-result-loss = 負
profile-result-draw = 和
profile-result-aborted = 已取消
profile-reason-rules = 依規則
profile-reason-resigned = 認輸
profile-reason-draw_agreed = 協議和棋
profile-reason-timeout = 超時
profile-reason-abandoned = 對局被放棄
profile-reason-forfeited = 判負
profile-reason-aborted = 雙方走棋之前
profile-ranked = 排名賽
profile-rated = 計分
profile-casual = 休閒
profile-download = 下載
profile-game-page = 對局頁面
## The lobby (/play: open games offered to anyone, quick pairing)

nav-lobby = 線上對弈
home-lobby = 與他人線上對弈：進入大廳
game-lobby = 線上尋找對手
lobby-title = 大廳
lobby-lead = 此刻大家發起的對局。加入一局、發起你自己的對局，或讓快速配對為你找到水準相近的對手。
lobby-quick = 快速配對
lobby-create = 發起對局
lobby-create-button = 建立對局
lobby-game = 遊戲
lobby-clock = 計時
lobby-untimed = 不計時
lobby-rated = 計分
lobby-rated-hint = 計分對局只在帳號之間進行：請登入後發起。
lobby-casual = 休閒
lobby-kind = 類型
lobby-open = 等待中的對局
lobby-none = 現在沒有人發起對局。建立一局，或試試快速配對。
lobby-player = 玩家
lobby-rating = 等級分
lobby-join = 加入
lobby-cancel = 取消
error-own_seek = 這是你自己發起的對局：請等待他人加入。
error-seek_exists = 你已發起了這種遊戲的對局：每種遊戲只能發起一局。
error-too_many_seeks = 你已發起了三局：請先取消一局。

## Issue 38 (fixes38): what a player sees and stumbles over

position-problem-fields = 它沒有本遊戲局面應有的各個部分。
position-problem-rank-count = 棋盤有 { $found } 行，而不是 { $expected } 行。
position-problem-rank-length = 第 { $rank } 行有 { $squares } 格，而不是 { $expected } 格。
position-problem-piece = 「{ $piece }」不是本遊戲的棋子。
position-problem-side = 「{ $found }」沒有說明輪到哪一方。
position-problem-counter = 「{ $found }」不是有效的步數計數。
position-problem-field = 「{ $found }」不應出現在這個局面中。
position-problem-kings = 有 { $count } 個國王；國王只有一個。
position-problem-generals = 一方有 { $count } 個將帥；每方恰好一個。
position-problem-too-many = 「{ $piece }」棋子超過了整套棋的 { $max } 個。
position-problem-square = 「{ $piece }」不能位於 { $square }。
position-problem-in-check = 剛走完的一方正被將軍。
position-problem-captured = 被吃的棋子和暗子與整套棋對不上。
position-problem-colours = 顏色尚未分定，但對局已經開始。
position-problem-board-size = Tabula 使用 11×11 棋盤，而不是 { $size }。
position-problem-id = 這不是 GNU Backgammon ID。
position-problem-checkers = 一方有 { $count } 個棋子；每方有 15 個。
position-problem-shared-point = 雙方在第 { $point } 點上都有棋子。
position-problem-match-state = Match ID 中的骰子或對局狀態與棋盤不符。
end-resigned-size = { $side }認輸，計為{ $size }
play-taken-from = { $side }被吃的棋子
backgammon-numbering = 點位按{ $side }一方編號，與棋盤相同（匯出的記錄按每步走子方自己的編號）。
