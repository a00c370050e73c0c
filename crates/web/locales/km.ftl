# Tabula ជាភាសាខ្មែរ (km). The same messages and sections as en.ftl; Khmer has only the plural category `other`.
# Terms follow the Khmer rules pages players use: មេទ័ព ទីប្រឹក្សា ដំរី រទេះ សេះ កាំភ្លើងធំ ទាហាន (xiangqi and
# banqi pieces), ត្រឡប់ (flip), លាក់មុខ/បើកមុខ (face down/up), ជើងទម្រ (cannon screen), កូនល្បែង (checker),
# កូនឯកា (blot), របារ (bar), នាំកូនចេញ (bear off), ពិប (pip), ស្ដេច បល្ល័ង្ក ជ្រុង (king, throne, corner).

## The frame of every page: header, navigation, footer, language and theme

app-name = Tabula
nav-label = ម៉ឺនុយមេ
nav-games = ល្បែង
nav-leaderboard = តារាងចំណាត់ថ្នាក់
nav-account = ចូលគណនី
footer = Tabula — ល្បែងក្ដារបុរាណបួនប្រភេទ លេងដោយឥតគិតថ្លៃ លើឧបករណ៍របស់អ្នកផ្ទាល់។
theme-dark = ផ្ទៃងងឹត
theme-light = ផ្ទៃភ្លឺ
language-label = ភាសា
api-offline = មិនអាចភ្ជាប់ទៅម៉ាស៊ីនមេបានទេ៖ ហាក់ដូចជាអ្នកនៅក្រៅបណ្ដាញ។
api-rate-limited-wait = ព្យាយាមច្រើនដងពេក៖ សូមព្យាយាមម្ដងទៀតក្នុងរយៈពេល { $minutes } នាទី។

## Dates

date = { $day } { $month ->
    [1] មករា
    [2] កុម្ភៈ
    [3] មីនា
    [4] មេសា
    [5] ឧសភា
    [6] មិថុនា
    [7] កក្កដា
    [8] សីហា
    [9] កញ្ញា
    [10] តុលា
    [11] វិច្ឆិកា
   *[12] ធ្នូ
} { $year }

## Home page and the games' names

home-title = ល្បែងក្ដារបុរាណបួនប្រភេទ
home-lead = លេងជាមួយមិត្តលើអេ⁠ក្រង់តែមួយ ឬប្រកួតនឹងកុំព្យូទ័របីកម្រិត។ កុំព្យូទ័រគិតលើឧបករណ៍របស់អ្នកផ្ទាល់ ដូច្នេះ Tabula នៅតែដំណើរការ ទោះបីក្រៅបណ្ដាញក៏ដោយ។
home-rules = ច្បាប់លេង
home-play = លេង
game-banqi = បានឈី
game-banqi-blurb = អុកងងឹតចិន៖ ត្រឡប់កូនអុកលាក់មុខ រួចប្រើវាដេញស៊ីគ្នា។ ទាហានតូចអាចផ្ដួលមេទ័ពបាន។
game-backgammon = បេកហ្គាម៉ុន
game-backgammon-blurb = ការប្រណាំងចាស់ជាងគេលើលោក៖ បោះគ្រាប់ឡុកឡាក់ វាយកូនឯកា សង់ជញ្ជាំង ហើយនាំកូនចេញមុនគេ។
game-xiangqi = ស្យាងឈី
game-xiangqi-blurb = អុកចិន៖ កាំភ្លើងធំលោតរំលង សេះអាចជាប់ជើង ហើយមេទ័ពទាំងពីរមិនត្រូវប្រឈមមុខដាក់គ្នាឡើយ។
game-hnefatafl = ហ្នេហ្វាតាហ្វល
game-hnefatafl-blurb = អុកវ៉ាយគីង៖ ក្រុមការពារនាំស្ដេចទៅដល់ជ្រុង ខណៈក្រុមវាយប្រហាររឹតបន្តឹងសំណាញ់។
not-found-title = គ្មានទំព័រនេះទេ។
not-found-home = ត្រឡប់ទៅល្បែងវិញ

## A game page: status, controls, new game, records

play-to-move = វេន{ $side }ដើរ
play-choose = សូមជ្រើសរើសរបៀបលេង៖ ជាមួយមិត្តនៅលើអេ⁠ក្រង់នេះ មិត្តតាមអនឡាញ ឬកុំព្យូទ័រ។ បន្ទាប់មកចាប់ផ្ដើមល្បែង។
play-wins = { $side }ឈ្នះ
play-you-won = អ្នកបានឈ្នះ
play-computer-won = កុំព្យូទ័របានឈ្នះ
# ល្បែងស្មើ (គ្មានអ្នកឈ្នះ)។
play-draw = ស្មើ
play-thinking = កុំព្យូទ័រកំពុងគិត…
crash-text = មានបញ្ហាកើតឡើង។ សូមផ្ទុកទំព័រឡើងវិញដើម្បីបន្ត — ល្បែងរបស់អ្នកត្រូវបានរក្សាទុក។
crash-reload = ផ្ទុកឡើងវិញ
play-updating = Tabula ត្រូវបានធ្វើបច្ចុប្បន្នភាព៖ កំពុងផ្ទុកកំណែថ្មី…
play-check = ឆេក!
play-announce = { $side }៖ { $move }
play-undo = ដកការដើរវិញ
play-flip = បង្វិលក្ដារ
play-moves = ការដើរ
play-replay = មើលល្បែងម្ដងមួយជំហាន
play-first = ដើមល្បែង
play-back = ថយក្រោយមួយជំហាន
play-forward = ទៅមុខមួយជំហាន
play-latest = ទីតាំងចុងក្រោយ
play-viewing = កំពុងបង្ហាញការដើរ
play-captured = កូនអុកដែលត្រូវស៊ី
play-new-game = ល្បែងថ្មី
play-opponent = គូប្រកួត
play-friend = មិត្តម្នាក់លើអេ⁠ក្រង់នេះ
level-easy = កុំព្យូទ័រ កម្រិតងាយ
level-normal = កុំព្យូទ័រ កម្រិតធម្មតា
level-expert = កុំព្យូទ័រ កម្រិតជំនាញ
play-side = អ្នកលេងខាង
play-start = ចាប់ផ្ដើមល្បែង
play-record = កំណត់ត្រាល្បែង
play-download = ទាញយកកំណត់ត្រា (JSON)
play-position-moves = ទីតាំង និងការដើរ
play-paste = បិទភ្ជាប់កំណត់ត្រា ទីតាំង ឬបញ្ជីការដើរ ដើម្បីបើកវា
play-import = បើកកំណត់ត្រាដែលបានបិទភ្ជាប់
play-open-file = …ឬបើកឯកសារកំណត់ត្រា
play-import-failed = មិនអាចបើកកំណត់ត្រានោះបានទេ
play-import-other-game = កំណត់ត្រានេះជាល្បែង{ $game }៖ សូមបើកវានៅលើទំព័ររបស់ល្បែងនោះ។
# $ply counts the record's actions from 1; $action is the action as written in the record (maybe cut short).
play-import-illegal = ការដើរទី{ $ply } នៃកំណត់ត្រា («{ $action }») មិនស្របច្បាប់នៅទីនោះទេ។
play-import-bad-start = មិនអាចអានទីតាំងចាប់ផ្ដើមនៃកំណត់ត្រា («{ $position }») បានទេ។
play-replace-question = ល្បែងដែលកំពុងលេងនឹងបាត់បង់។ តើចង់ជំនួសវាទេ?
play-replace-yes = ជំនួស
play-replace-no = បន្តលេង
play-history = ល្បែងដែលបានបញ្ចប់
play-history-empty = ល្បែងដែលអ្នកលេងចប់នៅលើឧបករណ៍នេះ ត្រូវបានរក្សាទុកនៅទីនេះ។
play-history-replay = មើលឡើងវិញ
play-history-download = ទាញយក
board-selected = បានជ្រើស{ $piece }៖ ដើរបាន { $count } របៀប
board-refused = មិនអាចដើរបែបនេះបានទេ កូនអុកត្រឡប់ទៅកន្លែងដើមវិញ។
board-empty = ទំនេរ
board-words-move = { $piece } ពី { $from } ទៅ { $to }
board-words-takes = { $move } ស៊ី{ $taken }
board-words-flip = បានបើក { $cell }៖ { $piece }
backgammon-spot-empty = { $spot }៖ ទំនេរ

## Xiangqi

xiangqi-board = ក្ដារស្យាងឈី។ ប្រើគ្រាប់ចុចព្រួញដើម្បីផ្លាស់ទីទស្សន៍ទ្រនិច ហើយចុច Enter ដើម្បីលើក និងដាក់កូនអុក។
xiangqi-seat-red = ក្រហម
xiangqi-seat-black = ខ្មៅ
xiangqi-piece = { $kind }{ $color }
xiangqi-red = ក្រហម
xiangqi-black = ខ្មៅ
xiangqi-king = មេទ័ព
xiangqi-advisor = ទីប្រឹក្សា
xiangqi-elephant = ដំរី
xiangqi-horse = សេះ
xiangqi-chariot = រទេះ
xiangqi-cannon = កាំភ្លើងធំ
xiangqi-soldier = ទាហាន
xiangqi-end-checkmate = ឆេកម៉ាត
xiangqi-end-stalemate = គ្មានការដើរស្របច្បាប់ (ក្នុងស្យាងឈី អស់ផ្លូវដើរគឺចាញ់)
xiangqi-end-perpetual_check = ឆេកដដែលៗមិនឈប់ គឺចាញ់
xiangqi-end-perpetual_chase = ដេញស៊ីដដែលៗមិនឈប់ គឺចាញ់
xiangqi-end-repetition = ទីតាំងដដែលៗ
xiangqi-end-sixty_moves = ហុកសិបជំហានដោយគ្មានការស៊ី
xiangqi-end-insufficient_material = គ្មានខាងណាអាចវាយប្រហារបានទៀត

## Hnefatafl

hnefatafl-board = ក្ដារហ្នេហ្វាតាហ្វល។ ប្រើគ្រាប់ចុចព្រួញដើម្បីផ្លាស់ទីទស្សន៍ទ្រនិច ហើយចុច Enter ដើម្បីលើក និងដាក់កូនអុក។
hnefatafl-seat-attackers = ក្រុមវាយប្រហារ
hnefatafl-seat-defenders = ក្រុមការពារ
hnefatafl-attacker = អ្នកវាយប្រហារ
hnefatafl-defender = អ្នកការពារ
hnefatafl-king = ស្ដេច
hnefatafl-end-king_escaped = ស្ដេចរត់គេចដល់ជ្រុង
hnefatafl-end-king_captured = ស្ដេចត្រូវចាប់
hnefatafl-end-no_legal_move = គ្មានការដើរស្របច្បាប់នៅសល់
hnefatafl-end-repetition = ទីតាំងដដែលកើតឡើងជាលើកទីបី

## Banqi

banqi-board = ក្ដារបានឈី។ ប្រើគ្រាប់ចុចព្រួញដើម្បីផ្លាស់ទីទស្សន៍ទ្រនិច ចុច Enter ដើម្បីត្រឡប់កូនអុកលាក់មុខ ឬលើក និងដាក់កូនអុករបស់អ្នក។
banqi-seat-first = អ្នកលេងទីមួយ
banqi-seat-second = អ្នកលេងទីពីរ
banqi-seat-red = ក្រហម
banqi-seat-black = ខ្មៅ
banqi-face-down = កូនអុកលាក់មុខ
banqi-you-flip-first = អ្នកត្រឡប់មុនគេ៖ កូនអុកដំបូងដែលអ្នកបើក មានពណ៌អ្វី ពណ៌នោះជារបស់អ្នក។
banqi-they-flip-first = គូប្រកួតរបស់អ្នកត្រឡប់មុនគេ៖ ពណ៌នៃកូនអុកដំបូងដែលគេបើក ជារបស់គេ ហើយអ្នកលេងពណ៌ម្ខាងទៀត។
banqi-you-red = អ្នកជាខាងក្រហម
banqi-you-black = អ្នកជាខាងខ្មៅ
banqi-hint-flip = ត្រឡប់កូនអុកនៅ { $square }
banqi-hidden = នៅលាក់មុខ៖ { $count }
banqi-no-progress = { $count } ក្នុងចំណោម { $limit } វេន ដោយគ្មានការត្រឡប់ ឬការស៊ី
banqi-end-all_captured = កូនអុកទាំងដប់ប្រាំមួយត្រូវស៊ីអស់
banqi-end-no_legal_action = គ្មានសកម្មភាពស្របច្បាប់នៅសល់
banqi-end-no_progress = ម្ភៃវេនជាប់គ្នា ដោយគ្មានការត្រឡប់ ឬការស៊ី

## Backgammon

backgammon-seat-white = ស
backgammon-seat-black = ខ្មៅ
backgammon-board = ក្ដារបេកហ្គាម៉ុន៖ ចំណុច របារ និងថាស
backgammon-end-single = ឈ្នះធម្មតា
backgammon-end-gammon = ហ្គាម៉ុន៖ អ្នកចាញ់មិនទាន់បាននាំកូនចេញសូម្បីមួយ
backgammon-end-backgammon = បេកហ្គាម៉ុន៖ អ្នកចាញ់មិនទាន់បាននាំកូនចេញសោះ ហើយនៅមានកូននៅលើរបារ ឬក្នុងផ្ទះរបស់អ្នកឈ្នះ
backgammon-spot = { $spot }៖ { $count } { $side }
backgammon-rolled = { $side } បោះបាន { $dice }
backgammon-checker = គ្រាប់{ $side } នៅលើ { $spot }
backgammon-bar = របារ
# កូនល្បែងដែលបាននាំចេញពីក្ដារ។
backgammon-off = បាននាំចេញ
backgammon-moved = បានដើរទៅ { $to }។
backgammon-pips = ចំនួនពិប
backgammon-take-back = ដកកូនវិញ
backgammon-confirm = បញ្ជាក់ការដើរ
backgammon-dance = { $side } បោះបាន { $dice } ហើយដើរមិនបាន៖ វេនត្រូវរំលង។
backgammon-dance-short = ដើរមិនបាន
backgammon-forced = មានការដើរតែមួយគត់៖ វាត្រូវបានរៀបរួចហើយ សូមចុច «បញ្ជាក់ការដើរ»។
backgammon-opening = ការបោះបើកល្បែង៖ ស { $white } ខ្មៅ { $black }។ { $side } ដើរមុន។
backgammon-id = លេខសម្គាល់ GNU Backgammon

## Accounts, ranked games, leaderboards

account-title = គណនីរបស់អ្នក
account-why = ពេលមានគណនី ការឈ្នះកុំព្យូទ័ររបស់អ្នកទទួលបានពិន្ទុចំណាត់ថ្នាក់៖ ងាយ +10 ធម្មតា +30 ជំនាញ +100។
account-username = ឈ្មោះអ្នកប្រើ
account-password = ពាក្យសម្ងាត់
account-rules = ឈ្មោះអ្នកប្រើ៖ ពី 3 ដល់ 24 តួ ជាអក្សរឡាតាំង លេខ _ ឬ -។ ពាក្យសម្ងាត់៖ ពី 10 ដល់ 256 តួ យ៉ាងតិច 5 តួខុសៗគ្នា ហើយមិនមានឈ្មោះអ្នកប្រើនៅក្នុងនោះ។
account-log-in = ចូល
account-sign-up = ចុះឈ្មោះ
account-log-out = ចាកចេញ
account-signed-in = បានចូលជា { $name }។
account-profile = ល្បែងចំណាត់ថ្នាក់របស់អ្នក
ranked-choice = ល្បែងចំណាត់ថ្នាក់ (ឈ្នះបានពិន្ទុ)
ranked-hint = ល្បែងចំណាត់ថ្នាក់ត្រូវការការតភ្ជាប់បណ្ដាញគ្រប់ការដើរ។ ល្បែងមិនមែនចំណាត់ថ្នាក់អាចលេងក្រៅបណ្ដាញបាន។
ranked-game = ល្បែងចំណាត់ថ្នាក់ទល់នឹង{ $level } (ឈ្នះបាន +{ $points })
ranked-won = បានរាប់៖ ឈ្នះ +{ $points } ពិន្ទុ។
ranked-lost = បានរាប់ជាការចាញ់។
ranked-resign-confirm = ចុះចាញ់ល្បែងនេះឬ? វានឹងរាប់ជាការចាញ់។
ranked-drawn = បានរាប់ជាស្មើ៖ គ្មានពិន្ទុ។
ranked-paused = ការតភ្ជាប់បានដាច់៖ ល្បែងចំណាត់ថ្នាក់ត្រូវបានផ្អាក ហើយនឹងបន្តដោយខ្លួនឯង ពេលអ្នកភ្ជាប់បណ្ដាញវិញ។
ranked-again = ល្បែងចំណាត់ថ្នាក់ថ្មី
ranked-resumed = នេះជាល្បែងចំណាត់ថ្នាក់ដែលអ្នកកំពុងលេង៖ វាបន្តពីកន្លែងដែលអ្នកបានចាកចេញ។ ល្បែងថ្មីអាចចាប់ផ្ដើមបាន នៅពេលល្បែងនេះចប់។
leaderboard-title = តារាងចំណាត់ថ្នាក់
leaderboard-game = ល្បែង
leaderboard-period = រយៈពេល
leaderboard-all-games = ល្បែងទាំងអស់
leaderboard-all-time = គ្រប់ពេល
leaderboard-month = ខែនេះ
leaderboard-player = អ្នកលេង
leaderboard-points = ពិន្ទុ
leaderboard-wins = ការឈ្នះ (ងាយ / ធម្មតា / ជំនាញ)
leaderboard-losses = ការចាញ់ (ងាយ / ធម្មតា / ជំនាញ)
leaderboard-best = កម្រិតខ្ពស់បំផុតដែលបានឈ្នះ
leaderboard-empty = មិនទាន់មានការឈ្នះក្នុងល្បែងចំណាត់ថ្នាក់នៅឡើយ៖ សូមធ្វើជាអ្នកទីមួយ។
profile-game = { $date }៖ +{ $points } ពិន្ទុ · { $plies } ជំហាន
profile-replay = មើលឡើងវិញ
profile-ratings = ពិន្ទុចំណាត់ថ្នាក់
# How a ranked game ended for the player, in their list of games.
result-win = ឈ្នះ
result-loss = ចាញ់
result-draw = ស្មើ

## Rules pages: the same numbered paragraphs as en.ftl; "## " starts a heading.

rules-title = ច្បាប់លេង
rules-back = ត្រឡប់ទៅល្បែងវិញ

xiangqi-rules-1 = ## ក្ដារ
xiangqi-rules-2 = ស្យាងឈីលេងលើចំណុចប្រសព្វទាំង 90 ដែលខ្សែបញ្ឈរប្រាំបួនកាត់ខ្សែផ្ដេកដប់។ ទន្លេមួយហូរកាត់កណ្ដាលក្ដារ ហើយខាងនីមួយៗមានវាំងមួយ៖ ការេបីគុណបីដែលមានខ្សែទ្រេតជាសញ្ញាខ្វែង នៅចំកណ្ដាលជួរខាងក្រោយទាំងបីរបស់ខ្លួន។ ខាងក្រហមនៅខាងក្រោម ហើយដើរមុន បន្ទាប់មកអ្នកលេងទាំងពីរផ្លាស់វេនគ្នាដើរម្ដងមួយជំហាន។
xiangqi-rules-3 = ខាងនីមួយៗរៀបជួរខាងក្រោយពីឆ្វេងទៅស្ដាំ៖ រទេះ សេះ ដំរី ទីប្រឹក្សា មេទ័ព ទីប្រឹក្សា ដំរី សេះ រទេះ។ កាំភ្លើងធំទាំងពីរនៅមុខពីរជួរទៀត លើខ្សែបញ្ឈរទីពីរពីគែមម្ខាងៗ ហើយទាហានទាំងប្រាំនៅជួរបន្ទាប់ ឈរឆ្លាស់ខ្សែម្ដងមួយ។
xiangqi-rules-4 = ## កូនអុក
xiangqi-rules-5 = មេទ័ព៖ ដើរមួយជំហានតាមខ្សែត្រង់ ហើយមិនដែលចេញក្រៅវាំងឡើយ។ មេទ័ពទាំងពីរមិនត្រូវឈរលើខ្សែបញ្ឈរតែមួយ ដោយគ្មានកូនអុកនៅចន្លោះទេ។
xiangqi-rules-6 = ទីប្រឹក្សា៖ ដើរទ្រេតមួយជំហាន ក្នុងវាំងតែប៉ុណ្ណោះ។
xiangqi-rules-7 = ដំរី៖ ដើរទ្រេតពីរចំណុចពិតប្រាកដ នៅតែខាងទន្លេរបស់ខ្លួន ហើយដើរមិនបានទេ បើចំណុចកណ្ដាល (ភ្នែកដំរី) មានកូនអុក។
xiangqi-rules-8 = សេះ៖ ដើរត្រង់មួយចំណុច រួចទ្រេតចេញក្រៅមួយចំណុចទៀត។ បើចំណុចជាប់វាក្នុងទិសត្រង់នោះមានកូនអុក ជើងសេះជាប់ ហើយវាមិនអាចទៅទិសនោះបានទេ។
xiangqi-rules-9 = រទេះ៖ ដើរតាមខ្សែត្រង់ប៉ុន្មានចំណុចក៏បាន ដោយមិនលោតរំលង។
xiangqi-rules-10 = កាំភ្លើងធំ៖ ដើរដូចរទេះ ប៉ុន្តែស៊ីបានតែដោយលោតរំលងកូនអុកមួយពិតប្រាកដ ពណ៌អ្វីក៏បាន (ជើងទម្រ) ទៅចុះលើកូនអុកសត្រូវនៅខាងហួសនោះ។
xiangqi-rules-11 = ទាហាន៖ ដើរទៅមុខមួយជំហាន។ ពេលឆ្លងទន្លេហើយ វាអាចដើរទៅចំហៀងបានផងដែរ។ វាមិនដែលដើរថយក្រោយឡើយ។
xiangqi-rules-12 = ## ឆេក ម៉ាត និងអស់ផ្លូវដើរ
xiangqi-rules-13 = ការដើរណាមួយមិនត្រូវទុកមេទ័ពខ្លួនឯងឲ្យត្រូវគេវាយ ឬប្រឈមមុខនឹងមេទ័ពម្ខាងទៀតឡើយ។ បើអ្នកដោះឆេកមិនរួច នោះជាឆេកម៉ាត ហើយអ្នកចាញ់។ បើអ្នកគ្មានការដើរស្របច្បាប់សោះ អ្នកក៏ចាញ់ដែរ៖ ក្នុងស្យាងឈី អស់ផ្លូវដើរគឺចាញ់។
xiangqi-rules-14 = ## ទីតាំងដដែលៗ និងការស្មើ
xiangqi-rules-15 = ពេលទីតាំងដដែល ដែលដល់វេនអ្នកលេងដដែល កើតឡើងជាលើកទីបី Tabula ពិនិត្យការដើរដែលបានធ្វើដដែលៗ។ ការដើរមួយចាត់ទុកជាការវាយប្រហារ បើវាឆេក ឬបើវាទើបគំរាមស៊ីកូនអុកដែលគ្មានអ្នកការពារ (ការស្នើដូរកូនអុកស្មើគ្នាមិនរាប់ទេ)។ បើមានតែអ្នកលេងម្នាក់ដែលវាយប្រហារគ្រប់ការដើរ អ្នកលេងនោះចាញ់៖ ឆេកដដែលៗ និងដេញស៊ីដដែលៗត្រូវហាមឃាត់។ បើមិនដូច្នេះទេ ល្បែងស្មើ។
xiangqi-rules-16 = ល្បែងក៏ស្មើដែរ ក្រោយខាងនីមួយៗដើរ 60 ជំហានដោយគ្មានការស៊ី និងពេលគ្មានខាងណានៅសល់រទេះ សេះ កាំភ្លើងធំ ឬទាហាន។

hnefatafl-rules-1 = ## ភាគីទាំងពីរ
hnefatafl-rules-2 = ហ្នេហ្វាតាហ្វលលេងលើក្ដារ 11 គុណ 11 ក្រឡា។ ស្ដេច និងអ្នកការពារដប់ពីររបស់ស្ដេចចាប់ផ្ដើមនៅកណ្ដាល ហើយអ្នកវាយប្រហារម្ភៃបួនឡោមព័ទ្ធពួកគេ។ ក្រុមវាយប្រហារដើរមុន។ ក្រុមការពារឈ្នះ បើស្ដេចទៅដល់ជ្រុងណាមួយ ក្រុមវាយប្រហារឈ្នះ បើចាប់ស្ដេចបាន។
hnefatafl-rules-3 = ស្ដេចចាប់ផ្ដើមលើបល្ល័ង្ក ដែលជាក្រឡាកណ្ដាល ហើយអ្នកការពារឈរជុំវិញជារាងពេជ្រ។ អ្នកវាយប្រហារចាប់ផ្ដើមជាបួនក្រុម ក្រុមនីមួយៗប្រាំមួយ នៅចំកណ្ដាលគែមក្ដារម្ខាងៗ។ បល្ល័ង្ក និងជ្រុងទាំងបួនមានសញ្ញាសម្គាល់។
hnefatafl-rules-4 = ## ការដើរ
hnefatafl-rules-5 = កូនអុកគ្រប់កូន រួមទាំងស្ដេច ដើរដូចទូកក្នុងអុក៖ រអិលកាត់ក្រឡាទំនេរប៉ុន្មានក៏បាន តាមជួរដេក ឬជួរឈរ ដោយមិនលោតរំលង។ មានតែស្ដេចប៉ុណ្ណោះដែលអាចឈប់លើបល្ល័ង្កកណ្ដាល ឬលើជ្រុង។ ពេលបល្ល័ង្កទំនេរ កូនអុកផ្សេងមិនអាចឆ្លងកាត់វាបានទេ។
hnefatafl-rules-6 = ## ការចាប់
hnefatafl-rules-7 = អ្នកចាប់កូនអុកសត្រូវ ដោយត្បៀតវារវាងកូនអុកដែលអ្នកទើបដើរ និងកូនអុកមួយទៀតរបស់អ្នក លើជួរដេក ឬជួរឈរតែមួយ។ ការដើរតែមួយអាចចាប់បានច្រើនកូន។ ការដើរចូលទៅចន្លោះសត្រូវពីរ គឺមានសុវត្ថិភាព។
hnefatafl-rules-8 = ជ្រុងទាំងបួនជាក្រឡាគ្រោះថ្នាក់សម្រាប់គ្រប់គ្នា ហើយបល្ល័ង្កទំនេរក៏ដូច្នោះដែរ៖ វារាប់ជាកូនអុកទីពីរនៃការត្បៀត។ ស្ដេចច្បាំងរួមជាមួយអ្នកការពាររបស់ខ្លួន ទាំងជាកូនអុកដែលដើរ និងជាកូនអុកដែលទប់។
hnefatafl-rules-9 = ## ការចាប់ស្ដេច
hnefatafl-rules-10 = ស្ដេចត្រូវចាប់ លុះត្រាតែអ្នកវាយប្រហារ (ឬក្រឡាគ្រោះថ្នាក់) បិទទាំងបួនទិសជុំវិញស្ដេច ហើយអ្នកវាយប្រហារម្នាក់ក្នុងចំណោមនោះទើបតែដើរមកដល់។ ក្បែរបល្ល័ង្កទំនេរ អ្នកវាយប្រហារបីគឺគ្រប់គ្រាន់។ លើគែមក្ដារ ស្ដេចមិនអាចត្រូវចាប់បានទាល់តែសោះ។
hnefatafl-rules-11 = ## ការបញ្ចប់ផ្សេងទៀត
hnefatafl-rules-12 = អ្នកលេងដែលគ្មានការដើរស្របច្បាប់ ចាញ់។ ការដើរដែលនាំទីតាំងដដែល ដែលដល់វេនភាគីដដែល ឲ្យត្រឡប់មកវិញជាលើកទីបី ធ្វើឲ្យអ្នកដើរនោះចាញ់។

banqi-rules-1 = ## ការរៀបចំ
banqi-rules-2 = បានឈីប្រើកូនអុកស្យាងឈីទាំងសាមសិបពីរ លើកន្លះក្ដារ 4 គុណ 8 ប្រអប់។ កូនអុកទាំងអស់ត្រូវច្របល់ ហើយដាក់លាក់មុខ។ នៅដើមល្បែង គ្មាននរណាមានពណ៌ជារបស់ខ្លួនទេ៖ កូនអុកដំបូងដែលត្រូវបានត្រឡប់ ផ្ដល់ពណ៌របស់វាដល់អ្នកលេងដែលបានត្រឡប់វា។
banqi-rules-3 = ## វេនមួយ
banqi-rules-4 = ក្នុងវេនរបស់អ្នក អ្នកអាចត្រឡប់កូនអុកលាក់មុខណាមួយ ដែលបញ្ចប់វេនរបស់អ្នកមិនថាវាជាអ្វីក៏ដោយ ឬដើរកូនអុកបើកមុខមួយរបស់អ្នក មួយប្រអប់ឡើងលើ ចុះក្រោម ទៅឆ្វេង ឬទៅស្ដាំ។
banqi-rules-5 = ## ការស៊ី
banqi-rules-6 = កូនអុកស៊ីដោយដើរចូលលើកូនអុកសត្រូវបើកមុខ ដែលនៅជាប់វា និងមានឋានៈស្មើ ឬទាបជាង៖ មេទ័ព ទីប្រឹក្សា ដំរី រទេះ សេះ ទាហាន។ ករណីលើកលែងបិទរង្វង់៖ ទាហានអាចស៊ីមេទ័ពបាន ចំណែកមេទ័ពមិនអាចស៊ីទាហានបានទេ។ ទាហានមិនអាចស៊ីកាំភ្លើងធំបានឡើយ។
banqi-rules-7 = កាំភ្លើងធំស៊ីបានតែដោយលោតតាមជួរដេក ឬជួរឈរ រំលងកូនអុកមួយពិតប្រាកដ (បើកមុខ ឬលាក់មុខក៏បាន) ទៅចុះលើកូនអុកដំបូងនៅខាងហួសនោះ ដែលត្រូវតែជាកូនអុកសត្រូវបើកមុខ ឋានៈអ្វីក៏បាន។
banqi-rules-8 = កូនអុកលាក់មុខមិនអាចដើរ ហើយក៏មិនអាចត្រូវស៊ីដែរ រហូតដល់មាននរណាម្នាក់ត្រឡប់វា។
banqi-rules-9 = ## ការបញ្ចប់
banqi-rules-10 = អ្នកឈ្នះ ពេលកូនអុកសត្រូវទាំងដប់ប្រាំមួយត្រូវស៊ីអស់។ អ្នកលេងដែលគ្មានសកម្មភាពស្របច្បាប់នៅវេនរបស់ខ្លួន ចាញ់។ ម្ភៃវេនជាប់ៗគ្នា ដោយគ្មានការត្រឡប់ ឬការស៊ី បញ្ចប់ល្បែងដោយស្មើ។
banqi-rules-11 = គ្មានការឆេកទេ៖ មេទ័ពគ្រាន់តែជាកូនអុកខ្លាំងបំផុត ហើយការបាត់បង់វាមិនធ្វើឲ្យល្បែងចប់ឡើយ។

backgammon-rules-1 = ## ការប្រណាំង
backgammon-rules-2 = អ្នកលេងម្នាក់ៗមានកូនល្បែងដប់ប្រាំ ហើយប្រណាំងនាំវាជុំវិញក្ដារ ចូលទៅផ្ទះរបស់ខ្លួន រួចនាំវាចេញ។ អ្នកដែលនាំកូនចេញគ្រប់ដប់ប្រាំមុនគេ ឈ្នះ។
backgammon-rules-3 = អ្នកលេងម្នាក់ៗចាប់ផ្ដើមដោយកូនពីរនៅចំណុច 24 ប្រាំនៅចំណុច 13 បីនៅចំណុច 8 និងប្រាំនៅចំណុច 6 របស់ខ្លួន។ ដើម្បីចាប់ផ្ដើម អ្នកលេងម្នាក់ៗបោះគ្រាប់មួយ៖ អ្នកដែលបានលេខធំជាងដើរមុន ដោយប្រើគ្រាប់ទាំងពីរដែលទើបបោះ។
backgammon-rules-4 = ## ការដើរ
backgammon-rules-5 = បោះគ្រាប់ពីរ ហើយដើរកូនមួយតាមលេខនីមួយៗ ឬកូនតែមួយតាមលេខទាំងពីរ។ គ្រាប់ដូចគ្នាដើរបួនដង។ ចំណុចដែលមានកូនសត្រូវពីរ ឬច្រើន ត្រូវបានបិទ ទាំងជាកន្លែងចុះ និងជាកន្លែងឈប់តាមផ្លូវ។ អ្នកត្រូវប្រើគ្រាប់ឲ្យបានច្រើនតាមដែលអាចធ្វើបាន ហើយបើដើរបានតែគ្រាប់មួយ ត្រូវប្រើគ្រាប់ធំជាង បើអាច។
backgammon-rules-6 = ## ការវាយ
backgammon-rules-7 = ការចុះលើកូនសត្រូវដែលនៅឯកា គឺវាយវាទៅលើរបារ។ កូននៅលើរបារត្រូវចូលវិញតាមផ្ទះរបស់គូប្រកួត មុននឹងដើរកូនផ្សេង បើចូលមិនបាន វេនទាំងមូលត្រូវបាត់បង់។
backgammon-rules-8 = ## ការនាំកូនចេញ
backgammon-rules-9 = ពេលកូនទាំងដប់ប្រាំនៅក្នុងផ្ទះអស់ហើយ អ្នកអាចនាំវាចេញបាន៖ គ្រាប់មួយយកកូនចេញពីចំណុចដែលមានលេខដូចគ្នា ឬពីចំណុចខ្ពស់បំផុត បើគ្មានកូននៅខ្ពស់ជាងនោះ។
backgammon-rules-10 = ## ការឈ្នះ
backgammon-rules-11 = អ្នកឈ្នះបានការឈ្នះធម្មតា ហ្គាម៉ុន បើអ្នកចាញ់មិនទាន់បាននាំកូនចេញសោះ ឬបេកហ្គាម៉ុន បើអ្នកចាញ់នៅមានកូននៅលើរបារ ឬក្នុងផ្ទះរបស់អ្នកឈ្នះទៀតផង។ Tabula លេងដោយគ្មានគូបទ្វេដង។

## Platform ends: how a game ended when the rules did not end it.
# $side is the seat's name.
end-resigned = { $side }បានចុះចាញ់
# "Draw" as in a drawn game.
end-draw-agreed = យល់ព្រមស្មើ
end-timeout = { $side }អស់ពេល
end-abandoned = { $side }បានចាកចេញពីល្បែង
# A ranked game's end when the player's device sent the server a computer move the computer does not make.
end-forfeited = { $side }ត្រូវចាត់ទុកថាចាញ់៖ បានផ្ញើការដើររបស់កុំព្យូទ័រ ដែលកុំព្យូទ័រមិនដើរ
end-aborted = ល្បែងត្រូវបានបោះបង់ — គ្មានលទ្ធផល

## Online rooms: a friend on another device.
room-online = មិត្តម្នាក់តាមអនឡាញ
room-clock = នាឡិកា
room-untimed = គ្មាននាឡិកា
room-loading = កំពុងបើកបន្ទប់…
room-unknown = គ្មានបន្ទប់នេះទេ។
room-expired = ការអញ្ជើញនេះផុតកំណត់ហើយ។
room-gone-hint = សុំតំណថ្មីពីមិត្តរបស់អ្នក ឬចាប់ផ្ដើមល្បែងផ្ទាល់ខ្លួន។
room-waiting = កំពុងរង់ចាំមិត្តរបស់អ្នកបើកតំណ…
room-invite = ផ្ញើតំណនេះទៅមិត្តរបស់អ្នក៖
room-copy = ចម្លងតំណ
room-copied = បានចម្លង
room-share = ចែករំលែក
room-free-seat = (កៅអីទំនេរ)
room-you = អ្នក
room-connected = បានភ្ជាប់
room-away = បានដាច់
room-reconnecting = ការតភ្ជាប់បានដាច់ — កំពុងភ្ជាប់ឡើងវិញ…
room-watching = អ្នកកំពុងមើលល្បែងនេះ។
room-watchers = អ្នកមើល { $count } នាក់
room-resign = ចុះចាញ់
room-keep-playing = បន្តលេង
room-resign-confirm = ចុះចាញ់ល្បែងនេះឬ? គូប្រកួតរបស់អ្នកនឹងឈ្នះ។
# "Draw" as in a drawn game.
room-offer-draw = ស្នើស្មើ
room-draw-incoming = គូប្រកួតរបស់អ្នកស្នើស្មើ។
room-draw-declined = គូប្រកួតរបស់អ្នកបានបដិសេធការស្នើស្មើ។
room-draw-sent = អ្នកបានស្នើស្មើ។ កំពុងរង់ចាំគូប្រកួតរបស់អ្នក…
room-accept = យល់ព្រម
room-decline = បដិសេធ
room-abort = បោះបង់ល្បែង
room-roll = បោះគ្រាប់ឡុកឡាក់
room-gone = { $seconds ->
    [0] គូប្រកួតរបស់អ្នកបានចាកចេញ។ អ្នកអាចទាមទារល្បែងបាន។
   *[other] គូប្រកួតរបស់អ្នកបានចាកចេញ។ អ្នកអាចទាមទារល្បែងបានក្នុងរយៈពេល { $seconds } វិនាទី។
}
room-claim-win = ទាមទារជ័យជម្នះ
room-claim-draw = ប្រកាសស្មើ
room-rematch = លេងម្ដងទៀត
room-rematch-offered = អ្នកបានស្នើលេងម្ដងទៀត។ កំពុងរង់ចាំគូប្រកួត…
room-rematch-incoming = គូប្រកួតរបស់អ្នកចង់លេងម្ដងទៀត។

## What the server refused, by its code.
error-malformed_json = កម្មវិធីបានផ្ញើអ្វីដែលម៉ាស៊ីនមេអានមិនបាន៖ សូមផ្ទុកទំព័រឡើងវិញ។
error-invalid_body = កម្មវិធីបានផ្ញើអ្វីដែលម៉ាស៊ីនមេអានមិនបាន៖ សូមផ្ទុកទំព័រឡើងវិញ។
error-invalid_query = អាសយដ្ឋាននេះមិនត្រឹមត្រូវ។
error-invalid_path = អាសយដ្ឋាននេះមិនត្រឹមត្រូវ។
error-invalid_input = មានអ្វីមួយក្នុងទម្រង់មិនត្រឹមត្រូវ។
error-unsupported_media_type = កម្មវិធីបានផ្ញើអ្វីដែលម៉ាស៊ីនមេអានមិនបាន៖ សូមផ្ទុកទំព័រឡើងវិញ។
error-too_large = ទិន្នន័យធំពេកមិនអាចផ្ញើបាន។
error-cross_site = ត្រូវបានបដិសេធ៖ សំណើមិនបានមកពីទំព័ររបស់ Tabula ទេ។
error-wrong_host = អាសយដ្ឋាននេះមិនមែនជារបស់ Tabula ទេ៖ សូមបើក Tabula ពីអាសយដ្ឋានធម្មតារបស់វា។
error-not_found = រកមិនឃើញ។
error-method_not_allowed = ម៉ាស៊ីនមេមិនទទួលសំណើនេះទេ។
error-rate_limited = ព្យាយាមច្រើនដងពេក — សូមរង់ចាំបន្តិច ហើយសាកម្ដងទៀត។
error-request_timeout = សំណើចំណាយពេលយូរពេកដើម្បីមកដល់ — សូមពិនិត្យការតភ្ជាប់ ហើយសាកម្ដងទៀត។
error-too_many_connections = មានល្បែងបើកច្រើនពេកពីការតភ្ជាប់នេះ — សូមបិទមួយ ហើយសាកម្ដងទៀត។
error-internal = មានបញ្ហានៅលើម៉ាស៊ីនមេ។
error-unavailable = ម៉ាស៊ីនមេកំពុងរវល់៖ សូមសាកម្ដងទៀត។
error-update_required = Tabula ត្រូវបានធ្វើបច្ចុប្បន្នភាព៖ សូមផ្ទុកទំព័រឡើងវិញ។
error-unauthorized = សូមចូលគណនីជាមុនសិន។
error-invalid_credentials = ឈ្មោះអ្នកប្រើ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ។
error-invalid_username = ឈ្មោះអ្នកប្រើមានពី ៣ ដល់ ២៤ តួ៖ អក្សរឡាតាំង (a–z) លេខ _ ឬ -។
error-username_taken = ឈ្មោះអ្នកប្រើនេះមានគេប្រើហើយ។
error-weak_password = ពាក្យសម្ងាត់មានពី ១០ ដល់ ២៥៦ តួ យ៉ាងហោចណាស់ ៥ តួខុសៗគ្នា ហើយមិនមានឈ្មោះអ្នកប្រើរបស់អ្នក។
error-unknown_locale = ភាសានេះមិនមានទេ។
error-unknown_game = គ្មានល្បែងនេះទេ។
error-not_in_ranked = មិនអាចធ្វើបានក្នុងល្បែងចំណាត់ថ្នាក់ទេ៖ ល្បែងដែលបានចាប់ផ្ដើមតែងតែត្រូវបានរាប់ — សូមចុះចាញ់ដើម្បីបញ្ចប់។
error-room_expired = ការអញ្ជើញនេះផុតកំណត់ហើយ។
error-room_full = កៅអីទាំងពីរមានអ្នកអង្គុយហើយ៖ អ្នកអាចមើលបាន។
error-too_many_spectators = មានអ្នកមើលល្បែងនេះច្រើនពេកហើយ។
error-game_over = ល្បែងបានបញ្ចប់ហើយ។
error-not_a_player = អ្នកកំពុងមើល៖ មានតែអ្នកលេងទេដែលអាចដើរបាន។
error-not_your_turn = មិនមែនវេនរបស់អ្នកទេ។
error-illegal_action = មិនអនុញ្ញាតឱ្យដើរបែបនេះទេ។
error-bad_message = កម្មវិធីបានផ្ញើអ្វីដែលម៉ាស៊ីនមេមិនយល់៖ សូមផ្ទុកទំព័រឡើងវិញ។
# "Draw" as in a drawn game.
error-draws_not_allowed = ល្បែងនេះមិនមានការយល់ព្រមស្មើទេ។
error-draw_offer_too_soon = អ្នកអាចស្នើស្មើម្ដងទៀតក្រោយពីដើរម្ភៃដងបន្ទាប់ពីការស្នើចុងក្រោយរបស់អ្នក។
error-no_draw_offer = គ្មានការស្នើស្មើដែលត្រូវឆ្លើយទេ។
error-too_late_to_abort = អ្នកលេងទាំងពីរបានដើររួចហើយ៖ មិនអាចបោះបង់ល្បែងបានទៀតទេ។
error-claim_too_early = គូប្រកួតរបស់អ្នកមិនទាន់ចាកចេញយូរគ្រប់គ្រាន់ទេ។
error-no_rematch = អាចលេងម្ដងទៀតបាន លុះត្រាតែល្បែងបានបញ្ចប់។
error-too_long = ល្បែងបានដល់ដែនកំណត់ប្រវែងរបស់វាហើយ។
error-account_required = ល្បែងដែលមានចំណាត់ថ្នាក់គឺលេងរវាងគណនី៖ សូមចូលគណនីដើម្បីលេង។
error-unknown = ម៉ាស៊ីនមេបានបដិសេធសំណើនេះ។

## Piece legend (the board page and the rules page of Xiangqi and Banqi)

legend-title = កូនអុក
xiangqi-legend-king = មួយជំហានតាមខ្សែត្រង់ មិនដែលចេញក្រៅវាំង។ មេទ័ពទាំងពីរមិនត្រូវប្រឈមមុខគ្នាលើខ្សែបញ្ឈរដែលគ្មានកូនអុកនៅចន្លោះទេ។
xiangqi-legend-advisor = មួយជំហានទ្រេត មិនដែលចេញក្រៅវាំង។
xiangqi-legend-elephant = ពីរចំណុចទ្រេតពិតប្រាកដ មិនដែលឆ្លងទន្លេ។ ជាប់ បើចំណុចកណ្ដាលមានកូនអុក។
xiangqi-legend-horse = មួយចំណុចត្រង់ រួចមួយចំណុចទ្រេតចេញក្រៅ។ ជាប់ បើកូនអុកនៅជាប់វាក្នុងទិសនោះ។
xiangqi-legend-chariot = ប៉ុន្មានចំណុចក៏បានតាមខ្សែត្រង់ ដោយមិនលោតរំលង។
xiangqi-legend-cannon = ដើរដូចរទេះ។ ស៊ីបានតែដោយលោតរំលងកូនអុកមួយពិតប្រាកដ។
xiangqi-legend-soldier = មួយជំហានទៅមុខ។ ពេលឆ្លងទន្លេហើយ ក៏ដើរទៅចំហៀងមួយជំហានបានដែរ។ មិនដែលថយក្រោយ។
banqi-legend-intro = កូនអុកនីមួយៗដើរមួយប្រអប់ ឡើងលើ ចុះក្រោម ទៅឆ្វេង ឬទៅស្ដាំ ហើយស៊ីកូនអុកសត្រូវបើកមុខ ដែលមានឋានៈស្មើ ឬទាបជាង លើកលែងតែករណីដែលបានកត់សម្គាល់។
banqi-legend-king = ឋានៈទី ១។ ស៊ីកូនអុកទាំងអស់ លើកលែងតែទាហាន។
banqi-legend-advisor = ឋានៈទី ២។ ស៊ីកូនអុកទាំងអស់ លើកលែងតែមេទ័ព។
banqi-legend-elephant = ឋានៈទី ៣។ ស៊ីដំរី រទេះ សេះ កាំភ្លើងធំ និងទាហាន។
banqi-legend-chariot = ឋានៈទី ៤។ ស៊ីរទេះ សេះ កាំភ្លើងធំ និងទាហាន។
banqi-legend-horse = ឋានៈទី ៥។ ស៊ីសេះ កាំភ្លើងធំ និងទាហាន។
banqi-legend-cannon = ស៊ីកូនអុកសត្រូវបើកមុខណាក៏បាន ប៉ុន្តែតែដោយលោតរំលងកូនអុកមួយពិតប្រាកដ តាមជួរដេក ឬជួរឈរ។ ទាហានមិនអាចស៊ីវាបានទេ។
banqi-legend-soldier = ឋានៈទី ៦។ ស៊ីទាហាន និងមេទ័ព ប៉ុន្តែមិនស៊ីកាំភ្លើងធំទេ។

## Sound (the button in the panel beside the board)

sound-on = សំឡេង៖ បើក
sound-off = សំឡេង៖ បិទ

## Standard formats (the record panel: what a game is written as, what a paste could not be read as)

play-import-empty = សូមបិទភ្ជាប់កំណត់ត្រា ទីតាំង ឬបញ្ជីការដើរជាមុនសិន។
play-import-unrecognised = Tabula មិនអាចអានអត្ថបទនេះជា{ $game }បានទេ។ វាអានបាន៖ { $formats }។
play-import-character = បន្ទាត់ទី{ $line } ជួរទី{ $column }៖ «{ $found }» មិនគួរនៅទីនោះទេ។
play-import-incomplete = អត្ថបទបញ្ចប់លឿនពេក៖ មតិយោបល់ ស្លាក ឬកំណត់ត្រា មិនទាន់បិទ។
play-import-move-unread = ការដើរទី{ $ply } («{ $action }») មិនមែនជាការដើរដែល Tabula អានបានទេ។
play-import-move-ambiguous = ការដើរទី{ $ply } («{ $action }») អាចជាការដើរច្រើនជាងមួយនៅទីនោះ។
play-import-move-after-end = ការដើរទី{ $ply } («{ $action }») មកក្រោយពេលល្បែងចប់ហើយ។
play-import-several-games = ឯកសារនេះមាន{ $count }ល្បែង៖ សូមបើកម្ដងមួយល្បែង។
play-export-format = ល្បែងជាទម្រង់
play-export-download = ទាញយកជាទម្រង់នេះ
play-export-unavailable = ល្បែងនេះមិនអាចសរសេរជាទម្រង់នោះបានទេ៖ វាមិនបានចាប់ផ្ដើមពីការរៀបចំធម្មតា។
format-json = កំណត់ត្រា Tabula (JSON)
format-fen = ទីតាំង FEN
format-iccs = ការដើរ ICCS
format-wxf = ការដើរ WXF
format-pgn = PGN
format-gnubg-id = លេខសម្គាល់ GNU Backgammon
format-mat = ឯកសារប្រកួត (.mat)
format-opentafl-position = ទីតាំង OpenTafl
format-opentafl-game = កំណត់ត្រាល្បែង OpenTafl

## The Hint button (casual games: the Expert's move for the person, shown on the board)

play-hint = ជំនួយ
play-hint-is = ជំនួយ៖ { $move }
play-hint-failed = មិនមានជំនួយលើកនេះទេ៖ កុំព្យូទ័រមិនអាចឆ្លើយបាន។

## The review of a finished game

review-start = ពិនិត្យល្បែងឡើងវិញ
review-thinking = កុំព្យូទ័រកំពុងពិនិត្យល្បែងឡើងវិញ…
review-heading = ការពិនិត្យឡើងវិញ
review-chances = ឱកាសឈ្នះរបស់ { $side } តាមការដើរនីមួយៗ
review-mistake = ការដើរទី { $number }, { $side }៖ { $played } បាត់បង់ { $lost } % — ល្អជាង៖ { $better }
review-none = គ្មានកំហុសធ្ងន់ធ្ងរទេ៖ លេងបានល្អ។
review-failed = មិនអាចពិនិត្យល្បែងនេះឡើងវិញបានទេ។

## Greetings in rooms and player profiles (issue 39, parts 4 and 3)

greeting-hello = សួស្ដី!
greeting-good_luck = សូមឱ្យមានសំណាងល្អ!
greeting-have_fun = សូមលេងឱ្យសប្បាយ!
greeting-well_played = លេងបានល្អណាស់!
greeting-good_game = ការប្រកួតដ៏ល្អ!
greeting-thank_you = អរគុណ!
greeting-sorry = សុំទោស!
greeting-oops = អូយ!
greeting-rematch = លេងម្ដងទៀតទេ?
greeting-have_to_go = ខ្ញុំត្រូវទៅហើយ។
greetings-label = ពាក្យសួរសុខទុក្ខ
greetings-said = { $name }: { $phrase }
greetings-mute = បិទពាក្យសួរសុខទុក្ខ
greetings-unmute = បង្ហាញពាក្យសួរសុខទុក្ខ
error-unknown_greeting = នេះមិនមែនជាពាក្យសួរសុខទុក្ខដែលបានកំណត់ទុកទេ។
error-too_many_greetings = ពាក្យសួរសុខទុក្ខច្រើនពេក៖ សូមរង់ចាំបន្តិច។
profile-chart = ពិន្ទុចំណាត់ថ្នាក់ { $game } តាមល្បែងនីមួយៗ
profile-archive = ល្បែងដែលបានបញ្ចប់
profile-none = មិនទាន់មានល្បែងដែលបានបញ្ចប់នៅឡើយទេ។
profile-more = ល្បែងចាស់ៗ
profile-guest = ភ្ញៀវ
profile-against = ទល់នឹង
profile-result-win = ឈ្នះ
profile-result-loss = ចាញ់
profile-result-draw = ស្មើ
profile-result-aborted = បានបោះបង់
profile-reason-rules = តាមច្បាប់
profile-reason-resigned = ដោយការចុះចាញ់
profile-reason-draw_agreed = ដោយការព្រមព្រៀង
profile-reason-timeout = អស់ម៉ោង
profile-reason-abandoned = ល្បែងត្រូវបានបោះបង់ចោល
profile-reason-forfeited = ដោយការដកសិទ្ធិ
profile-reason-aborted = មុនពេលអ្នកទាំងពីរបានដើរ
profile-ranked = ចំណាត់ថ្នាក់
profile-rated = មានពិន្ទុ
profile-casual = លេងកម្សាន្ត
profile-download = ទាញយក
profile-game-page = ទំព័រល្បែង
## The lobby (/play: open games offered to anyone, quick pairing)

nav-lobby = លេងតាមអនឡាញ
home-lobby = លេងជាមួយអ្នកដទៃតាមអនឡាញ៖ បើកបន្ទប់រង់ចាំ
game-lobby = រកគូប្រកួតតាមអនឡាញ
lobby-title = បន្ទប់រង់ចាំ
lobby-lead = ល្បែងដែលមនុស្សកំពុងស្នើឥឡូវនេះ។ ចូលរួមមួយ ស្នើល្បែងរបស់អ្នក ឬឱ្យការផ្គូផ្គងរហ័សរកគូប្រកួតដែលមានកម្លាំងស្មើអ្នក។
lobby-quick = ការផ្គូផ្គងរហ័ស
lobby-create = ស្នើល្បែង
lobby-create-button = បង្កើតល្បែង
lobby-game = ល្បែង
lobby-clock = នាឡិកា
lobby-untimed = គ្មាននាឡិកា
lobby-rated = មានពិន្ទុ
lobby-rated-hint = ល្បែងមានពិន្ទុគឺរវាងគណនី៖ សូមចូលគណនីដើម្បីស្នើ។
lobby-casual = លេងកម្សាន្ត
lobby-kind = ប្រភេទ
lobby-open = ល្បែងបើកចំហ
lobby-none = ឥឡូវនេះគ្មាននរណាស្នើល្បែងទេ។ បង្កើតមួយ ឬសាកល្បងការផ្គូផ្គងរហ័ស។
lobby-player = អ្នកលេង
lobby-rating = ពិន្ទុ
lobby-join = ចូលរួម
lobby-cancel = បោះបង់
error-own_seek = នេះជាល្បែងរបស់អ្នកផ្ទាល់៖ សូមរង់ចាំអ្នកផ្សេងចូលរួម។
error-seek_exists = អ្នកកំពុងស្នើល្បែងប្រភេទនេះរួចហើយ៖ មួយក្នុងមួយប្រភេទល្បែង។
error-too_many_seeks = អ្នកកំពុងស្នើល្បែងបីរួចហើយ៖ សូមបោះបង់មួយជាមុនសិន។

## Issue 38 (fixes38): what a player sees and stumbles over

position-problem-fields = វាមិនមានផ្នែកដែលទីតាំងនៃល្បែងនេះត្រូវមានទេ។
position-problem-rank-count = ក្ដារមាន { $found } ជួរដេក ជំនួសឲ្យ { $expected }។
position-problem-rank-length = ជួរដេកទី{ $rank } មាន { $squares } ក្រឡា ជំនួសឲ្យ { $expected }។
position-problem-piece = «{ $piece }» មិនមែនជាកូននៃល្បែងនេះទេ។
position-problem-side = «{ $found }» មិនប្រាប់ថាដល់វេនអ្នកណាទេ។
position-problem-counter = «{ $found }» មិនមែនជាចំនួនរាប់ត្រឹមត្រូវទេ។
position-problem-field = «{ $found }» មិនគួរនៅក្នុងទីតាំងនេះទេ។
position-problem-kings = វាមានស្ដេច { $count }; មានស្ដេចតែមួយប៉ុណ្ណោះ។
position-problem-generals = ភាគីមួយមានស្ដេច { $count }; ភាគីនីមួយៗមានស្ដេចតែមួយគត់។
position-problem-too-many = កូន «{ $piece }» ច្រើនជាង { $max } ដែលឈុតមាន។
position-problem-square = «{ $piece }» មិនអាចឈរនៅ { $square } បានទេ។
position-problem-in-check = ភាគីដែលទើបដើររួច កំពុងត្រូវគេអុក។
position-problem-captured = កូនដែលត្រូវស៊ី និងកូនដែលផ្កាប់ មិនត្រូវគ្នានឹងឈុតទេ។
position-problem-colours = ពណ៌មិនទាន់បានកំណត់ ប៉ុន្តែល្បែងបានចាប់ផ្ដើមហើយ។
position-problem-board-size = Tabula លេងលើក្ដារ 11×11 មិនមែន { $size } ទេ។
position-problem-id = នេះមិនមែនជា ID របស់ GNU Backgammon ទេ។
position-problem-checkers = ភាគីមួយមានកូន { $count }; ភាគីនីមួយៗមាន 15។
position-problem-shared-point = ភាគីទាំងពីរមានកូននៅលើចំណុច { $point }។
position-problem-match-state = គ្រាប់ឡុកឡាក់ ឬស្ថានភាពល្បែងក្នុង Match ID មិនត្រូវនឹងក្ដារទេ។
end-resigned-size = { $side }បានចុះចាញ់ ដោយទទួលយក{ $size }
play-taken-from = កូនដែល{ $side }បាត់បង់
backgammon-numbering = ចំណុចត្រូវបានរាប់លេខពីខាង{ $side } ដូចនៅលើក្ដារ (កំណត់ត្រាដែលនាំចេញ រាប់លេខការដើរនីមួយៗពីខាងអ្នកដើរ)។
