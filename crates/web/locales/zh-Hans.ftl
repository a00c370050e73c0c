# Tabula 简体中文 (zh-Hans). The same messages and sections as en.ftl; Chinese has only the plural category `other`.
# Xiangqi and banqi use the usual piece names (将/帅 士 象 马 车 炮 兵/卒), 翻 for a banqi flip, 炮架 for the
# cannon's screen; backgammon uses 西洋双陆棋 terms (中栏 for the bar, 移出 for bearing off, 单子 for a blot).

## The frame of every page: header, navigation, footer, language and theme

app-name = Tabula
nav-label = 主导航
nav-games = 游戏
nav-leaderboard = 排行榜
nav-account = 登录
footer = Tabula——四款经典棋盘游戏，免费畅玩，就在你自己的设备上。
theme-dark = 深色主题
theme-light = 浅色主题
language-label = 语言
api-offline = 无法连接服务器：你似乎处于离线状态。
api-rate-limited-wait = 尝试次数太多，请 { $minutes } 分钟后再试。

## Dates

date = { $year }年{ $month }月{ $day }日

## Home page and the games' names

home-title = 四款经典棋盘游戏
home-lead = 和朋友在同一块屏幕上对弈，或挑战三个难度的电脑。电脑在你自己的设备上思考，所以 Tabula 离线也能玩。
home-rules = 规则
home-play = 开始
game-banqi = 暗棋
game-banqi-blurb = 中国暗棋：翻开暗子，再用它们捕猎。小兵也能扳倒将帅。
game-backgammon = 西洋双陆棋
game-backgammon-blurb = 世界上最古老的竞速游戏：掷骰子、打单子、筑封锁，抢先把棋子全部移出。
game-xiangqi = 象棋
game-xiangqi-blurb = 中国象棋：炮要隔子打，马会被绊腿，将帅永不照面。
game-hnefatafl = 维京棋
game-hnefatafl-blurb = 维京人的棋（Hnefatafl）：守方护送国王奔向角落，攻方收紧包围网。
not-found-title = 这里没有页面。
not-found-home = 返回游戏

## A game page: status, controls, new game, records

play-to-move = 轮到{ $side }走棋
play-choose = 请选择对局方式：与同屏好友、在线好友或电脑对弈，然后开始对局。
play-wins = { $side }获胜
play-you-won = 你赢了
play-computer-won = 电脑赢了
# 和棋（无人获胜）。
play-draw = 和棋
play-thinking = 电脑正在思考…
crash-text = 出了点问题。请刷新页面继续——你的对局已保存。
crash-reload = 刷新
play-updating = Tabula 已更新：正在载入新版本…
play-check = 将军！
play-announce = { $side }：{ $move }
play-undo = 悔棋
play-flip = 翻转棋盘
play-moves = 着法
play-replay = 逐步回看对局
play-first = 对局开始
play-back = 后退一步
play-forward = 前进一步
play-latest = 最新局面
play-viewing = 当前着法
play-captured = 被吃的棋子
play-new-game = 新对局
play-opponent = 对手
play-friend = 同屏的朋友
level-easy = 电脑（简单）
level-normal = 电脑（普通）
level-expert = 电脑（专家）
play-side = 你执
play-start = 开始对局
play-record = 棋谱
play-download = 下载棋谱（JSON）
play-position-moves = 局面与着法
play-paste = 粘贴棋谱、局面或着法列表以打开
play-import = 载入粘贴的棋谱
play-open-file = …或打开棋谱文件
play-import-failed = 无法载入该棋谱
play-import-other-game = 这份记录是{ $game }的对局：请在该游戏的页面打开。
# $ply counts the record's actions from 1; $action is the action as written in the record (maybe cut short).
play-import-illegal = 记录的第 { $ply } 步（“{ $action }”）在那里不合规则。
play-import-bad-start = 无法读取记录的起始局面（“{ $position }”）。
play-replace-question = 进行中的对局将会丢失。要替换它吗？
play-replace-yes = 替换
play-replace-no = 继续对局
play-history = 已结束的对局
play-history-empty = 在本设备上下完的对局会保存在这里。
play-history-replay = 回放
play-history-download = 下载
board-selected = 已选中{ $piece }：共 { $count } 种走法
board-refused = 这步棋不合规则，棋子已退回。
board-empty = 空
board-words-move = { $piece }从 { $from } 到 { $to }
board-words-takes = { $move }，吃{ $taken }
board-words-flip = 翻开 { $cell }：{ $piece }
backgammon-spot-empty = { $spot }：空

## Xiangqi

xiangqi-board = 象棋棋盘。用方向键移动光标，按 Enter 拿起或放下棋子。
xiangqi-seat-red = 红方
xiangqi-seat-black = 黑方
xiangqi-piece = { $color }{ $kind }
xiangqi-red = 红
xiangqi-black = 黑
xiangqi-king = 将
xiangqi-advisor = 士
xiangqi-elephant = 象
xiangqi-horse = 马
xiangqi-chariot = 车
xiangqi-cannon = 炮
xiangqi-soldier = 兵
xiangqi-end-checkmate = 将死
xiangqi-end-stalemate = 无子可走（象棋中困毙判负）
xiangqi-end-perpetual_check = 长将判负
xiangqi-end-perpetual_chase = 长捉判负
xiangqi-end-repetition = 局面重复
xiangqi-end-sixty_moves = 六十回合无吃子
xiangqi-end-insufficient_material = 双方均无进攻子力

## Hnefatafl

hnefatafl-board = 维京棋棋盘。用方向键移动光标，按 Enter 拿起或放下棋子。
hnefatafl-seat-attackers = 攻方
hnefatafl-seat-defenders = 守方
hnefatafl-attacker = 攻方棋子
hnefatafl-defender = 守方棋子
hnefatafl-king = 国王
hnefatafl-end-king_escaped = 国王逃到了角落
hnefatafl-end-king_captured = 国王被擒
hnefatafl-end-no_legal_move = 已无合法着法
hnefatafl-end-repetition = 同一局面第三次出现

## Banqi

banqi-board = 暗棋棋盘。用方向键移动光标；按 Enter 翻开暗子，或拿起、放下自己的棋子。
banqi-seat-first = 先手
banqi-seat-second = 后手
banqi-seat-red = 红方
banqi-seat-black = 黑方
banqi-face-down = 暗子
banqi-you-flip-first = 由你先翻：你翻开的第一枚棋子是什么颜色，你就执什么颜色。
banqi-they-flip-first = 对手先翻：对手翻开的第一枚棋子的颜色归对手，你执另一方。
banqi-you-red = 你执红
banqi-you-black = 你执黑
banqi-hint-flip = 翻开 { $square }
banqi-hidden = 尚未翻开：{ $count }
banqi-no-progress = 已连续 { $count } 步无翻子、无吃子（上限 { $limit }）
banqi-end-all_captured = 十六枚棋子全部被吃
banqi-end-no_legal_action = 已无合法动作
banqi-end-no_progress = 连续二十步无翻子、无吃子

## Backgammon

backgammon-seat-white = 白方
backgammon-seat-black = 黑方
backgammon-board = 西洋双陆棋棋盘：格位、中栏与收子盘
backgammon-end-single = 普通胜
backgammon-end-gammon = 全胜（gammon）：输方一枚棋子也没移出
backgammon-end-backgammon = 完胜（backgammon）：输方一枚棋子也没移出，且仍有棋子在中栏或赢方的内盘
backgammon-spot = { $spot }：{ $side } { $count } 枚
backgammon-rolled = { $side }掷出 { $dice }
backgammon-checker = { $spot } 上的{ $side }棋子
# 棋盘中间放被打棋子的隔栏。
backgammon-bar = 中栏
# 已移出棋盘的棋子。
backgammon-off = 已移出
backgammon-moved = 已走到 { $to }。
backgammon-pips = 点数
backgammon-take-back = 撤回棋子
backgammon-confirm = 确认走法
backgammon-dance = { $side }掷出 { $dice }，无法行棋：轮到对方。
backgammon-dance-short = 无法行棋
backgammon-forced = 只有一种走法：已替你摆好，请按“确认走法”。
backgammon-opening = 开局掷骰：白方 { $white }，黑方 { $black }。{ $side }先走。
backgammon-id = GNU Backgammon 局面编号

## Accounts, ranked games, leaderboards

account-title = 你的账号
account-why = 有了账号，战胜电脑就能获得排名积分：简单 +10，普通 +30，专家 +100。
account-username = 用户名
account-password = 密码
account-rules = 用户名：3 到 24 个字符，可用拉丁字母、数字、_ 或 -。密码：10 到 256 个字符，至少含 5 个不同的字符，且不能包含用户名。
account-log-in = 登录
account-sign-up = 注册
account-log-out = 退出登录
account-signed-in = 已登录：{ $name }。
account-profile = 你的排位对局
ranked-choice = 排位对局（获胜得积分）
ranked-hint = 排位对局每一步都需要联网；非排位对局离线也能下。
ranked-game = 对阵{ $level }的排位对局（获胜 +{ $points }）
ranked-won = 已计入：胜局，+{ $points } 积分。
ranked-lost = 计为负局。
ranked-resign-confirm = 确定认输吗？这将计为一局负。
ranked-drawn = 计为和局：不得分。
ranked-paused = 连接中断：排位对局已暂停，重新联网后会自动继续。
ranked-again = 新的排位对局
ranked-resumed = 这是你尚未结束的排位对局：从你离开的地方继续。它结束后才能开始新的排位对局。
leaderboard-title = 排行榜
leaderboard-game = 游戏
leaderboard-period = 时间范围
leaderboard-all-games = 全部游戏
leaderboard-all-time = 历史总榜
leaderboard-month = 本月
leaderboard-player = 玩家
leaderboard-points = 积分
leaderboard-wins = 胜局（简单 / 普通 / 专家）
leaderboard-losses = 负局（简单 / 普通 / 专家）
leaderboard-best = 战胜过的最高难度
leaderboard-empty = 还没有排位胜局：来做第一个吧。
profile-game = { $date }：+{ $points } 积分，{ $plies } 步
profile-replay = 回放
profile-ratings = 等级分
# How a ranked game ended for the player, in their list of games.
result-win = 胜
result-loss = 负
result-draw = 和

## Rules pages: the same numbered paragraphs as en.ftl; "## " starts a heading.

rules-title = 规则
rules-back = 返回对局

xiangqi-rules-1 = ## 棋盘
xiangqi-rules-2 = 象棋在九条竖线与十条横线相交的 90 个交叉点上进行。棋盘中间隔着一条河界，双方各有一个九宫：位于己方底部三排正中、画有斜交叉线的三乘三方格。红方在下，先走；之后双方轮流，每次走一步。
xiangqi-rules-3 = 双方底线从左到右依次为：车、马、象、士、将、士、象、马、车。两门炮位于底线前方第二排、距两边各第二条竖线上，五个兵卒位于再前一排，每隔一条竖线一个。
xiangqi-rules-4 = ## 棋子
xiangqi-rules-5 = 将（帅）：沿直线走一步，不得走出九宫。两将不得在同一条竖线上直接对面，中间必须隔有棋子。
xiangqi-rules-6 = 士：斜走一步，只能在九宫内。
xiangqi-rules-7 = 象：斜走两格（走“田”字），不能过河；中间一点（象眼）有子时不能走。
xiangqi-rules-8 = 马：先直走一点，再向外斜走一点（走“日”字）。若直走方向紧挨着的一点有子，就是“绊马腿”，马不能朝那个方向走。
xiangqi-rules-9 = 车：沿直线走任意距离，不能越子。
xiangqi-rules-10 = 炮：走法同车，但吃子时必须隔着恰好一个棋子（炮架，颜色不限），跳过去吃掉后面的敌子。
xiangqi-rules-11 = 兵（卒）：向前走一步；过河后也可以横走一步；永远不能后退。
xiangqi-rules-12 = ## 将军、将死与困毙
xiangqi-rules-13 = 任何一步都不能让己方的将受到攻击，也不能让两将照面。被将军而无法应将，就是将死，判负。如果根本无子可走，同样判负：象棋中困毙即输棋。
xiangqi-rules-14 = ## 重复局面与和棋
xiangqi-rules-15 = 当同一局面、同一方行棋第三次出现时，Tabula 会检查循环中的着法。一步棋若是将军，或新造成对无根子的捉吃（邀兑同种棋子不算），就算作攻击。若只有一方每一步都在攻击，这一方判负：长将和长捉都是禁着。其余情况判和。
xiangqi-rules-16 = 双方各走 60 回合都没有吃子，或双方都已没有车、马、炮、兵卒时，也判和棋。

hnefatafl-rules-1 = ## 双方
hnefatafl-rules-2 = 维京棋在 11 × 11 的方格棋盘上进行。国王和他的十二名守卫从中央出发，二十四名攻方棋子将他们包围。攻方先走。国王到达任意一个角落，守方获胜；攻方擒住国王，攻方获胜。
hnefatafl-rules-3 = 国王起始于中央的王座，守卫呈菱形围在四周。攻方分成四组，每组六枚，位于四条边的中央。王座和四个角都有标记。
hnefatafl-rules-4 = ## 走法
hnefatafl-rules-5 = 所有棋子（包括国王）都像国际象棋的车一样走：沿行或列经过任意数量的空格，不能越子。只有国王可以停在中央王座或角上。王座空着时，其他棋子不能穿过它。
hnefatafl-rules-6 = ## 吃子
hnefatafl-rules-7 = 把敌子夹在你刚走的棋子与同一行或同一列上的另一枚己方棋子之间，就吃掉它。一步可以同时吃掉多枚棋子。自己走进两枚敌子之间是安全的。
hnefatafl-rules-8 = 四个角对所有人都是敌对格，空王座也是：它们可以充当夹击的另一方。国王和守卫并肩作战，既可以是走过来的一方，也可以是守在原地的一方。
hnefatafl-rules-9 = ## 擒王
hnefatafl-rules-10 = 只有当攻方棋子（或敌对格）围住国王的四面，并且其中一枚攻方棋子是刚刚走到位的，国王才被擒。国王紧挨空王座时，三枚攻方棋子就够了。国王在棋盘边上时根本无法被擒。
hnefatafl-rules-11 = ## 其他结局
hnefatafl-rules-12 = 无合法着法的一方判负。一步棋若使同一局面、同一方行棋第三次出现，走这步棋的一方判负。

banqi-rules-1 = ## 布局
banqi-rules-2 = 暗棋使用象棋的三十二枚棋子，在 4 × 8 的半个棋盘上进行。所有棋子洗乱后背面朝上摆放。开局时谁都还没有颜色：第一枚被翻开的棋子，颜色就归翻开它的玩家。
banqi-rules-3 = ## 每一步
banqi-rules-4 = 轮到你时，要么翻开任意一枚暗子——无论翻出什么，这一步都到此结束；要么把自己的一枚明子向上、下、左或右走一格。
banqi-rules-5 = ## 吃子
banqi-rules-6 = 棋子走到相邻的、已翻开的、等级相同或更低的敌子上就能吃掉它，等级为：将、士、象、车、马、兵。例外让等级首尾相连：兵可以吃将，将却不能吃兵。兵不能吃炮。
banqi-rules-7 = 炮只能沿行或列隔着恰好一枚棋子（明子暗子均可）跳吃，落在其后的第一枚棋子上，而那必须是已翻开的敌子，等级不限。
banqi-rules-8 = 暗子在被翻开之前，既不能走，也不能被吃。
banqi-rules-9 = ## 终局
banqi-rules-10 = 吃光对方全部十六枚棋子就获胜。轮到自己时没有任何合法动作的一方判负。连续二十步既无翻子也无吃子，则为和棋。
banqi-rules-11 = 暗棋没有将军：将只是最强的棋子，失去它对局并不结束。

backgammon-rules-1 = ## 竞速
backgammon-rules-2 = 每位玩家有十五枚棋子，要绕棋盘跑进自己的内盘，再把它们移出棋盘。最先移出全部十五枚的一方获胜。
backgammon-rules-3 = 双方开局时各在自己的 24 点放两枚、13 点放五枚、8 点放三枚、6 点放五枚。开局时双方各掷一枚骰子，点数大者先走，并使用刚掷出的这两枚骰子。
backgammon-rules-4 = ## 行棋
backgammon-rules-5 = 掷两枚骰子，每个点数走一枚棋子，也可以让一枚棋子连走两个点数。掷出对子要走四次。有两枚或以上敌子的格位被封锁，既不能落子，也不能作为中途停靠点。必须尽可能多地使用骰子；如果只能使用一枚，能用大点时必须用大点。
backgammon-rules-6 = ## 打子
backgammon-rules-7 = 落在只有一枚敌子的格位上，就把它打到中栏。中栏上的棋子必须先从对方内盘重新进场，其他棋子才能移动；进不了场，这一手就全部作废。
backgammon-rules-8 = ## 移出
backgammon-rules-9 = 十五枚棋子全部进入内盘后才能开始移出：骰子点数可以把对应格位上的棋子移出；若更高的格位上已没有棋子，也可以从最高的格位移出。
backgammon-rules-10 = ## 胜负
backgammon-rules-11 = 赢方取得普通胜；若输方一枚棋子也没移出，为全胜（gammon）；若输方此外还有棋子在中栏或赢方内盘，为完胜（backgammon）。Tabula 不使用加倍骰。

## Platform ends: how a game ended when the rules did not end it.
# $side is the seat's name.
end-resigned = { $side }认输
# "Draw" as in a drawn game.
end-draw-agreed = 双方同意和棋
end-timeout = { $side }超时
end-abandoned = { $side }离开了对局
# A ranked game's end when the player's device sent the server a computer move the computer does not make.
end-forfeited = { $side }被判负：发送了电脑不会走的着法
end-aborted = 对局已中止，无胜负

## Online rooms: a friend on another device.
room-online = 在线好友
room-clock = 计时
room-untimed = 不计时
room-loading = 正在打开房间…
room-unknown = 没有这个房间。
room-expired = 这个邀请已过期。
room-gone-hint = 请朋友发一个新链接，或自己开始一局。
room-waiting = 等待朋友打开链接…
room-invite = 把这个链接发给朋友：
room-copy = 复制链接
room-copied = 已复制
room-share = 分享
room-free-seat = （空位）
room-you = 你
room-connected = 已连接
room-away = 已断线
room-reconnecting = 连接中断，正在重新连接…
room-watching = 你正在观战。
room-watchers = { $count } 人观战
room-resign = 认输
room-keep-playing = 继续对局
room-resign-confirm = 确定认输吗？对手将获胜。
# "Draw" as in a drawn game.
room-offer-draw = 提和
room-draw-incoming = 对手提议和棋。
room-draw-declined = 对手拒绝了和棋。
room-draw-sent = 你已提和，正在等待对手回应…
room-accept = 接受
room-decline = 拒绝
room-abort = 中止对局
room-roll = 掷骰子
room-gone = { $seconds ->
    [0] 对手已离开。你可以申请判定这局。
   *[other] 对手已离开。{ $seconds } 秒后你可以申请判定这局。
}
room-claim-win = 判我获胜
room-claim-draw = 判为和棋
room-rematch = 再来一局
room-rematch-offered = 你已提议再来一局，等待对手…
room-rematch-incoming = 对手想再来一局。

## What the server refused, by its code.
error-malformed_json = 应用发送了服务器无法读取的内容：请刷新页面。
error-invalid_body = 应用发送了服务器无法读取的内容：请刷新页面。
error-invalid_query = 这个地址无效。
error-invalid_path = 这个地址无效。
error-invalid_input = 表单中有内容无效。
error-unsupported_media_type = 应用发送了服务器无法读取的内容：请刷新页面。
error-too_large = 内容太大，无法发送。
error-cross_site = 已拒绝：请求并非来自 Tabula 自己的页面。
error-wrong_host = 此地址不是 Tabula 自己的地址：请从 Tabula 的常用地址打开。
error-not_found = 未找到。
error-method_not_allowed = 服务器不接受这个请求。
error-rate_limited = 尝试次数太多，请稍等片刻再试。
error-request_timeout = 请求传送太慢——请检查网络连接后再试。
error-too_many_connections = 此连接打开的对局太多——请关闭一个再试。
error-internal = 服务器出错了。
error-unavailable = 服务器正忙，请再试一次。
error-update_required = Tabula 已更新：请刷新页面。
error-unauthorized = 请先登录。
error-invalid_credentials = 用户名或密码错误。
error-invalid_username = 用户名为 3 到 24 个拉丁字母（a–z）、数字、_ 或 -。
error-username_taken = 这个用户名已被占用。
error-weak_password = 密码长度为 10 到 256 个字符，至少包含 5 个不同的字符，且不能包含你的用户名。
error-unknown_locale = 没有这种语言。
error-unknown_game = 没有这个游戏。
error-not_in_ranked = 排位对局中不可以这样做：开始的对局一律计入——要结束请认输。
error-room_expired = 这个邀请已过期。
error-room_full = 两个座位都有人了：你可以观战。
error-too_many_spectators = 观战的人已经太多了。
error-game_over = 对局已经结束。
error-not_a_player = 你在观战：只有对局双方可以走棋。
error-not_your_turn = 还没轮到你。
error-illegal_action = 不能这样走。
error-bad_message = 应用发送了服务器无法理解的内容：请刷新页面。
# "Draw" as in a drawn game.
error-draws_not_allowed = 这个游戏不能协议和棋。
error-draw_offer_too_soon = 上次提和之后再走二十步，才能再次提和。
error-no_draw_offer = 没有需要回应的提和。
error-too_late_to_abort = 双方都已走棋：不能再中止对局。
error-claim_too_early = 对手离开的时间还不够长。
error-no_rematch = 对局结束后才能再来一局。
error-too_long = 对局已达到长度上限。
error-account_required = 等级分对局只在账户之间进行：请先登录。
error-unknown = 服务器拒绝了这个请求。

## Piece legend (the board page and the rules page of Xiangqi and Banqi)

legend-title = 棋子
xiangqi-legend-king = 沿直线走一步，不出九宫。两将不得在中间无子的竖线上对面。
xiangqi-legend-advisor = 斜走一步，不出九宫。
xiangqi-legend-elephant = 斜走两格（田字），不能过河；象眼有子时不能走。
xiangqi-legend-horse = 先直走一点，再向外斜走一点（日字）；紧挨着的一点有子时不能走（绊马腿）。
xiangqi-legend-chariot = 沿直线走任意距离，不能越子。
xiangqi-legend-cannon = 走法同车；吃子时必须隔着恰好一个棋子跳吃。
xiangqi-legend-soldier = 向前走一步；过河后也可以横走一步。永不后退。
banqi-legend-intro = 每枚棋子向上、下、左或右走一格，可以吃等级相同或更低的已翻开敌子，例外如下。
banqi-legend-king = 第 1 级。除兵以外都能吃。
banqi-legend-advisor = 第 2 级。除将以外都能吃。
banqi-legend-elephant = 第 3 级。能吃象、车、马、炮和兵。
banqi-legend-chariot = 第 4 级。能吃车、马、炮和兵。
banqi-legend-horse = 第 5 级。能吃马、炮和兵。
banqi-legend-cannon = 能吃任何已翻开的敌子，但只能沿行或列隔着恰好一枚棋子跳吃。兵不能吃炮。
banqi-legend-soldier = 第 6 级。能吃兵和将，不能吃炮。

## Sound (the button in the panel beside the board)

sound-on = 声音：开
sound-off = 声音：关

## Standard formats (the record panel: what a game is written as, what a paste could not be read as)

play-import-empty = 请先粘贴棋谱、局面或着法列表。
play-import-unrecognised = Tabula 无法把这段文字读作{ $game }。可读的格式：{ $formats }。
play-import-character = 第 { $line } 行第 { $column } 列：“{ $found }”不应出现在这里。
play-import-incomplete = 文字结束得太早：有注释、标签或记录没有闭合。
play-import-move-unread = 第 { $ply } 步（“{ $action }”）不是 Tabula 能读懂的着法。
play-import-move-ambiguous = 第 { $ply } 步（“{ $action }”）在那里可能指不止一种着法。
play-import-move-after-end = 第 { $ply } 步（“{ $action }”）出现在对局结束之后。
play-import-several-games = 这个文件包含 { $count } 局对局：请一次打开一局。
play-export-format = 对局格式
play-export-download = 以此格式下载
play-export-unavailable = 这局棋无法写成该格式：它不是从标准开局开始的。
format-json = Tabula 记录（JSON）
format-fen = FEN 局面
format-iccs = ICCS 着法
format-wxf = WXF 着法
format-pgn = PGN
format-gnubg-id = GNU Backgammon ID
format-mat = 比赛文件（.mat）
format-opentafl-position = OpenTafl 局面
format-opentafl-game = OpenTafl 对局记录

## The Hint button (casual games: the Expert's move for the person, shown on the board)

play-hint = 提示
play-hint-is = 提示：{ $move }
play-hint-failed = 这次没有提示：电脑未能回答。

## The review of a finished game

review-start = 复盘
review-thinking = 电脑正在复盘…
review-heading = 复盘
review-chances = { $side }每一步的胜率
review-mistake = 第 { $number } 步，{ $side }：{ $played } 损失 { $lost }% —— 更好：{ $better }
review-none = 没有严重失误：下得好。
review-failed = 这盘棋无法复盘。

## Greetings in rooms and player profiles (issue 39, parts 4 and 3)

greeting-hello = 你好！
greeting-good_luck = 祝你好运！
greeting-have_fun = 玩得开心！
greeting-well_played = 下得好！
greeting-good_game = 精彩的对局！
greeting-thank_you = 谢谢！
greeting-sorry = 抱歉！
greeting-oops = 哎呀！
greeting-rematch = 再来一局？
greeting-have_to_go = 我得走了。
greetings-label = 问候语
greetings-said = { $name }：{ $phrase }
greetings-mute = 屏蔽问候语
greetings-unmute = 显示问候语
error-unknown_greeting = 这不是预设的问候语。
error-too_many_greetings = 问候太频繁了，请稍等。
profile-chart = { $game }等级分，逐局变化
profile-archive = 已结束的对局
profile-none = 还没有已结束的对局。
profile-more = 更早的对局
profile-guest = 访客
profile-against = 对手
profile-result-win = 胜
profile-result-loss = 负
profile-result-draw = 和
profile-result-aborted = 已取消
profile-reason-rules = 按规则
profile-reason-resigned = 认输
profile-reason-draw_agreed = 协议和棋
profile-reason-timeout = 超时
profile-reason-abandoned = 对局被放弃
profile-reason-forfeited = 判负
profile-reason-aborted = 双方走棋之前
profile-ranked = 排名赛
profile-rated = 计分
profile-casual = 休闲
profile-download = 下载
profile-game-page = 对局页面
## The lobby (/play: open games offered to anyone, quick pairing)

nav-lobby = 在线对弈
home-lobby = 与他人在线对弈：进入大厅
game-lobby = 在线寻找对手
lobby-title = 大厅
lobby-lead = 此刻大家发起的对局。加入一局、发起你自己的对局，或让快速配对为你找到水平相近的对手。
lobby-quick = 快速配对
lobby-create = 发起对局
lobby-create-button = 创建对局
lobby-game = 游戏
lobby-clock = 计时
lobby-untimed = 不计时
lobby-rated = 计分
lobby-rated-hint = 计分对局只在账号之间进行：请登录后发起。
lobby-casual = 休闲
lobby-kind = 类型
lobby-open = 等待中的对局
lobby-none = 现在没有人发起对局。创建一局，或试试快速配对。
lobby-player = 玩家
lobby-rating = 等级分
lobby-join = 加入
lobby-cancel = 取消
error-own_seek = 这是你自己发起的对局：请等待他人加入。
error-seek_exists = 你已发起了这种游戏的对局：每种游戏只能发起一局。
error-too_many_seeks = 你已发起了三局：请先取消一局。

## Issue 38 (fixes38): what a player sees and stumbles over

position-problem-fields = 它没有本游戏局面应有的各个部分。
position-problem-rank-count = 棋盘有 { $found } 行，而不是 { $expected } 行。
position-problem-rank-length = 第 { $rank } 行有 { $squares } 格，而不是 { $expected } 格。
position-problem-piece = “{ $piece }”不是本游戏的棋子。
position-problem-side = “{ $found }”没有说明轮到哪一方。
position-problem-counter = “{ $found }”不是有效的步数计数。
position-problem-field = “{ $found }”不应出现在这个局面中。
position-problem-kings = 有 { $count } 个国王；国王只有一个。
position-problem-generals = 一方有 { $count } 个将帅；每方恰好一个。
position-problem-too-many = “{ $piece }”棋子超过了整套棋的 { $max } 个。
position-problem-square = “{ $piece }”不能位于 { $square }。
position-problem-in-check = 刚走完的一方正被将军。
position-problem-captured = 被吃的棋子和暗子与整套棋对不上。
position-problem-colours = 颜色尚未分定，但对局已经开始。
position-problem-board-size = Tabula 使用 11×11 棋盘，而不是 { $size }。
position-problem-id = 这不是 GNU Backgammon ID。
position-problem-checkers = 一方有 { $count } 个棋子；每方有 15 个。
position-problem-shared-point = 双方在第 { $point } 点上都有棋子。
position-problem-match-state = Match ID 中的骰子或对局状态与棋盘不符。
end-resigned-size = { $side }认输，计为{ $size }
play-taken-from = { $side }被吃的棋子
backgammon-numbering = 点位按{ $side }一方编号，与棋盘相同（导出的记录按每步走子方自己的编号）。
