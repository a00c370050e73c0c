# Tabula қазақ тілінде (kk, кирилл жазуы). The same messages and sections as en.ftl. Kazakh has the plural
# categories `one` and `other`, but a noun after a numeral stays singular ("5 жүріс"), so no message needs to select.
# Terms: the Kazakh banqi page's piece names (генерал, кеңесші, піл, арба, ат, зеңбірек, сарбаз); chess words for
# check and mate (шах, мат); тең ойын for a draw; backgammon as Kazakh nardy players say it (тас, сүйек, бар).

## The frame of every page: header, navigation, footer, language and theme

app-name = Tabula
nav-label = Негізгі мәзір
nav-games = Ойындар
nav-leaderboard = Рейтинг
nav-account = Кіру
footer = Tabula — төрт классикалық үстел ойыны, тегін, өз құрылғыңызда.
theme-dark = Қараңғы тақырып
theme-light = Ашық тақырып
language-label = Тіл
api-offline = Серверге қосылу мүмкін емес: желіден тыс сияқтысыз.
api-rate-limited-wait = Әрекет тым көп — { $minutes } минуттан кейін қайталап көріңіз.

## Dates

date = { $year } ж. { $day } { $month ->
    [1] қаңтар
    [2] ақпан
    [3] наурыз
    [4] сәуір
    [5] мамыр
    [6] маусым
    [7] шілде
    [8] тамыз
    [9] қыркүйек
    [10] қазан
    [11] қараша
   *[12] желтоқсан
}

## Home page and the games' names

home-title = Төрт классикалық үстел ойыны
home-lead = Досыңызбен бір экранда ойнаңыз немесе компьютермен үш деңгейде сайысыңыз. Компьютер өз құрылғыңызда ойланады, сондықтан Tabula желісіз де жұмыс істейді.
home-rules = Ережелер
home-play = Ойнау
game-banqi = Банки
game-banqi-blurb = Қытайдың жасырын шахматы: төңкерілген фигураларды ашып, солармен аңға шығыңыз. Сарбаз генералды да құлата алады.
game-backgammon = Бэкгаммон
game-backgammon-blurb = Әлемдегі ең көне жарыс: сүйек лақтырып, жалғыз тастарды ұрып, қамал тұрғызып, тастарды бірінші болып шығарыңыз.
game-xiangqi = Сянци
game-xiangqi-blurb = Қытай шахматы: секіретін зеңбіректер, аяғы байланатын аттар және ешқашан бетпе-бет тұрмайтын генералдар.
game-hnefatafl = Хнефатафл
game-hnefatafl-blurb = Викинг шахматы: қорғаушылар патшаны бұрышқа жеткізеді, ал шабуылшылар торды тарылтады.
not-found-title = Мұнда бет жоқ.
not-found-home = Ойындарға оралу

## A game page: status, controls, new game, records

play-to-move = Жүріс кезегі: { $side }
play-choose = Қалай ойнайтыныңызды таңдаңыз: осы экрандағы досыңызбен, желідегі досыңызбен немесе компьютермен. Содан соң ойынды бастаңыз.
play-wins = { $side } жеңді
play-you-won = Сіз жеңдіңіз
play-computer-won = Компьютер жеңді
# Тең ойын (ешкім жеңген жоқ), сурет салу емес.
play-draw = Тең ойын
play-thinking = Компьютер ойланып жатыр…
crash-text = Бір нәрсе дұрыс болмады. Жалғастыру үшін бетті қайта жүктеңіз — ойындарыңыз сақталған.
crash-reload = Қайта жүктеу
play-updating = Tabula жаңартылды: жаңа нұсқасы жүктелуде…
play-check = шах!
play-announce = { $side }: { $move }
play-undo = Жүрісті қайтару
play-flip = Тақтаны аудару
play-moves = Жүрістер
play-replay = Ойынды жүріс бойынша қарау
play-first = Ойынның басы
play-back = Бір жүріс артқа
play-forward = Бір жүріс алға
play-latest = Соңғы позиция
play-viewing = Көрсетілген жүріс
play-captured = Алынған фигуралар
play-new-game = Жаңа ойын
play-opponent = Қарсылас
play-friend = Осы экрандағы дос
level-easy = Компьютер, жеңіл
level-normal = Компьютер, орташа
level-expert = Компьютер, шебер
play-side = Сіздің жағыңыз
play-start = Ойынды бастау
play-record = Ойын жазбасы
play-download = Жазбаны жүктеп алу (JSON)
play-position-moves = Позиция мен жүрістер
play-paste = Ашу үшін жазбаны, позицияны немесе жүрістер тізімін қойыңыз
play-import = Қойылған жазбаны ашу
play-open-file = …немесе жазба файлын ашыңыз
play-import-failed = Бұл жазбаны ашу мүмкін болмады
play-import-other-game = Бұл жазба — { $game } ойыны: оны сол ойынның бетінде ашыңыз.
# $ply counts the record's actions from 1; $action is the action as written in the record (maybe cut short).
play-import-illegal = Жазбаның { $ply }-жүрісі («{ $action }») ол жерде ережеге сай емес.
play-import-bad-start = Жазбаның бастапқы позициясын («{ $position }») оқу мүмкін емес.
play-replace-question = Аяқталмаған ойын жоғалады. Оны ауыстырасыз ба?
play-replace-yes = Ауыстыру
play-replace-no = Ойынды жалғастыру
play-history = Аяқталған ойындар
play-history-empty = Осы құрылғыда аяқтаған ойындарыңыз осында сақталады.
play-history-replay = Қайта көру
play-history-download = Жүктеп алу
board-selected = { $piece } таңдалды: { $count } жүріс
board-refused = Бұлай жүруге болмайды, фигура орнына қайтады.
board-empty = бос
board-words-move = { $piece }: { $from } → { $to }
board-words-takes = { $move }, алды: { $taken }
board-words-flip = { $cell } ашылды: { $piece }
backgammon-spot-empty = { $spot }: бос

## Xiangqi

xiangqi-board = Сянци тақтасы. Курсорды бағыт пернелерімен жылжытыңыз, Enter фигураны көтеріп, қояды.
xiangqi-seat-red = Қызыл
xiangqi-seat-black = Қара
xiangqi-piece = { $color } { $kind }
xiangqi-red = қызыл
xiangqi-black = қара
xiangqi-king = генерал
xiangqi-advisor = кеңесші
xiangqi-elephant = піл
xiangqi-horse = ат
xiangqi-chariot = арба
xiangqi-cannon = зеңбірек
xiangqi-soldier = сарбаз
xiangqi-end-checkmate = мат
xiangqi-end-stalemate = заңды жүріс жоқ (сянциде пат — жеңіліс)
xiangqi-end-perpetual_check = мәңгі шах — жеңіліс
xiangqi-end-perpetual_chase = мәңгі қуғын — жеңіліс
xiangqi-end-repetition = позиция қайталанды
xiangqi-end-sixty_moves = алпыс жүріс бойы ешкім фигура алмады
xiangqi-end-insufficient_material = екі жақтың да шабуылдайтын фигурасы қалмады

## Hnefatafl

hnefatafl-board = Хнефатафл тақтасы. Курсорды бағыт пернелерімен жылжытыңыз, Enter фигураны көтеріп, қояды.
hnefatafl-seat-attackers = Шабуылшылар
hnefatafl-seat-defenders = Қорғаушылар
hnefatafl-attacker = шабуылшы
hnefatafl-defender = қорғаушы
hnefatafl-king = патша
hnefatafl-end-king_escaped = патша бұрышқа қашып жетті
hnefatafl-end-king_captured = патша тұтқынға түсті
hnefatafl-end-no_legal_move = заңды жүріс қалмады
hnefatafl-end-repetition = позиция үшінші рет қайталанды

## Banqi

banqi-board = Банки тақтасы. Курсорды бағыт пернелерімен жылжытыңыз; Enter төңкерілген фигураны ашады немесе өз фигураңызды көтеріп, қояды.
banqi-seat-first = Бірінші ойыншы
banqi-seat-second = Екінші ойыншы
banqi-seat-red = Қызыл
banqi-seat-black = Қара
banqi-face-down = төңкерілген фигура
banqi-you-flip-first = Бірінші сіз ашасыз: алғаш ашқан фигураңыздың түсі сіздікі болады.
banqi-they-flip-first = Қарсыласыңыз бірінші ашады: ол ашқан алғашқы тастың түсі соныкі, ал сіз екінші түспен ойнайсыз.
banqi-you-red = Сіз — қызылсыз
banqi-you-black = Сіз — қарасыз
banqi-hint-flip = { $square } тасын аударыңыз
banqi-hidden = Әлі жабық: { $count }
banqi-no-progress = Ашусыз әрі алусыз өткен жүрістер: { $count } / { $limit }
banqi-end-all_captured = он алты фигураның бәрі алынды
banqi-end-no_legal_action = заңды әрекет қалмады
banqi-end-no_progress = қатарынан жиырма жүріс ашусыз әрі алусыз өтті

## Backgammon

backgammon-seat-white = Ақ
backgammon-seat-black = Қара
backgammon-board = Бэкгаммон тақтасы: ұялар, бар және науалар
backgammon-end-single = қарапайым жеңіс
backgammon-end-gammon = гаммон: жеңілген жақ бір де тас шығармады
backgammon-end-backgammon = бэкгаммон: жеңілген жақ бір де тас шығармады және оның тасы әлі барда немесе жеңімпаздың үйінде тұр
backgammon-spot = { $spot }: { $count } { $side }
backgammon-rolled = { $side } лақтырды: { $dice }
backgammon-checker = { $side } тас, { $spot } пунктінде
# Ұрылған тастар күтіп тұратын ортадағы жолақ.
backgammon-bar = бар
# Тақтадан шығарылған тастар.
backgammon-off = шықты
backgammon-moved = Жүріс: { $to }.
backgammon-pips = Пип саны
backgammon-take-back = Тасты қайтару
backgammon-confirm = Жүрісті растау
backgammon-dance = { $side } { $dice } лақтырды, бірақ жүре алмайды: кезек өтеді.
backgammon-dance-short = жүре алмайды
backgammon-forced = Тек бір жүріс мүмкін: ол орналастырылды, «Жүрісті растау» түймесін басыңыз.
backgammon-opening = Бастау лақтыруы: Ақ { $white }, Қара { $black }. Бірінші { $side } жүреді.
backgammon-id = GNU Backgammon идентификаторы

## Accounts, ranked games, leaderboards

account-title = Сіздің аккаунтыңыз
account-why = Аккаунтыңыз болса, компьютерді жеңген сайын рейтинг ұпайын аласыз: жеңіл +10, орташа +30, шебер +100.
account-username = Пайдаланушы аты
account-password = Құпиясөз
account-rules = Пайдаланушы аты: 3–24 латын әрпі, цифр, _ немесе -. Құпиясөз: 10–256 таңба, кемінде 5 түрлі таңба, ішінде пайдаланушы аты болмауы керек.
account-log-in = Кіру
account-sign-up = Тіркелу
account-log-out = Шығу
account-signed-in = Сіз { $name } ретінде кірдіңіз.
account-profile = Сіздің рейтингтік ойындарыңыз
ranked-choice = Рейтингтік ойын (жеңіс үшін ұпай)
ranked-hint = Рейтингтік ойынға әр жүрісте желі қажет; рейтингтік емес ойындарды желісіз де ойнауға болады.
ranked-game = Рейтингтік ойын, қарсылас: { $level } (жеңіс үшін +{ $points })
ranked-won = Есептелді: жеңіс, +{ $points } ұпай.
ranked-lost = Жеңіліс ретінде есептелді.
ranked-resign-confirm = Бұл ойында жеңілісті мойындайсыз ба? Ол жеңіліс болып саналады.
ranked-drawn = Тең ойын ретінде есептелді: ұпай жоқ.
ranked-paused = Байланыс үзілді: рейтингтік ойын тоқтатылды, желіге қайта қосылғанда өзі жалғасады.
ranked-again = Жаңа рейтингтік ойын
ranked-resumed = Бұл — сіздің аяқталмаған рейтингтік ойыныңыз: ол тоқтаған жерінен жалғасады. Жаңасын бұл ойын біткен соң бастауға болады.
leaderboard-title = Рейтинг
leaderboard-game = Ойын
leaderboard-period = Кезең
leaderboard-all-games = Барлық ойындар
leaderboard-all-time = Барлық уақыт
leaderboard-month = Осы ай
leaderboard-player = Ойыншы
leaderboard-points = Ұпай
leaderboard-wins = Жеңістер (жеңіл / орташа / шебер)
leaderboard-losses = Жеңілістер (жеңіл / орташа / шебер)
leaderboard-best = Жеңген ең жоғары деңгей
leaderboard-empty = Рейтингтік жеңістер әлі жоқ: бірінші болыңыз.
profile-game = { $date }: +{ $points } ұпай, { $plies } жүріс
profile-replay = Қайта көру
profile-ratings = Рейтингтер
# How a ranked game ended for the player, in their list of games.
result-win = Жеңіс
result-loss = Жеңіліс
result-draw = Тең

## Rules pages: the same numbered paragraphs as en.ftl; "## " starts a heading.

rules-title = Ережелер
rules-back = Ойынға оралу

xiangqi-rules-1 = ## Тақта
xiangqi-rules-2 = Сянци тоғыз тік сызық пен он көлденең сызық қиылысатын 90 нүктеде ойналады. Тақтаның ортасын өзен кесіп өтеді, ал әр жақтың сарайы бар: артқы үш қатардың ортасындағы, диагональ айқышпен белгіленген үш де үш шаршы. Қызыл төменде тұрады және бірінші жүреді; одан кейін ойыншылар кезекпен бір-бір жүріс жасайды.
xiangqi-rules-3 = Әр жақтың артқы қатары солдан оңға қарай: арба, ат, піл, кеңесші, генерал, кеңесші, піл, ат, арба. Екі зеңбірек екі қатар алдыда, әр шеттен екінші тік сызықта тұрады, ал бес сарбаз келесі қатарда, бір сызық аралатып тұрады.
xiangqi-rules-4 = ## Фигуралар
xiangqi-rules-5 = Генерал: сызық бойымен бір қадам жүреді және сарайдан ешқашан шықпайды. Екі генерал арасында ешбір фигура болмаса, олар бір тік сызықта тұра алмайды.
xiangqi-rules-6 = Кеңесші: диагональ бойымен бір қадам, тек сарай ішінде.
xiangqi-rules-7 = Піл: диагональ бойымен дәл екі нүкте, тек өзеннің өз жағында; ортадағы нүктеде (пілдің көзінде) фигура тұрса, жүре алмайды.
xiangqi-rules-8 = Ат: бір нүкте тура, содан кейін бір нүкте диагональ бойымен сыртқа қарай. Сол тура бағыттағы көрші нүктеде фигура тұрса, аттың аяғы байланады да, ол бұл жаққа жүре алмайды.
xiangqi-rules-9 = Арба: сызық бойымен кез келген қашықтыққа, секірмей жүреді.
xiangqi-rules-10 = Зеңбірек: арба сияқты жүреді, бірақ фигураны тек кез келген түсті дәл бір фигураның (қалқанның) үстінен секіріп, оның арғы жағындағы жау фигурасына түсіп қана алады.
xiangqi-rules-11 = Сарбаз: алға бір қадам жүреді. Өзеннен өткен соң бүйірге де жүре алады. Ешқашан кері жүрмейді.
xiangqi-rules-12 = ## Шах, мат және пат
xiangqi-rules-13 = Ешбір жүріс өз генералыңызды шабуыл астында немесе басқа генералмен бетпе-бет қалдырмауы тиіс. Шахтан қорғана алмасаңыз, бұл — мат, сіз жеңілесіз. Заңды жүрісіңіз мүлде болмаса да жеңілесіз: сянциде пат — жеңіліс.
xiangqi-rules-14 = ## Қайталану және тең ойын
xiangqi-rules-15 = Бір позиция сол ойыншының кезегімен үшінші рет қайталанғанда, Tabula қайталанған жүрістерді тексереді. Жүріс шах берсе немесе қорғаусыз фигураны алу қаупін жаңадан туғызса, шабуыл болып саналады (тең фигураларды айырбастауды ұсыну саналмайды). Әр жүрісінде тек бір ойыншы ғана шабуылдаса, сол ойыншы жеңіледі: мәңгі шах пен мәңгі қуғынға тыйым салынған. Басқа жағдайда ойын тең аяқталады.
xiangqi-rules-16 = Екі жақ та фигура алмай 60 жүрістен жасаса, сондай-ақ екі жақта да арба, ат, зеңбірек немесе сарбаз қалмаса, ойын тең аяқталады.

hnefatafl-rules-1 = ## Екі жақ
hnefatafl-rules-2 = Хнефатафл 11 де 11 шаршыда ойналады. Патша мен оның он екі қорғаушысы ортадан бастайды, жиырма төрт шабуылшы оларды қоршап тұрады. Бірінші шабуылшылар жүреді. Патша кез келген бұрышқа жетсе, қорғаушылар жеңеді; патшаны тұтқындаса, шабуылшылар жеңеді.
hnefatafl-rules-3 = Патша ортаңғы шаршыда, тақта тұрады, қорғаушылар оны ромб пішінде қоршайды. Шабуылшылар алты-алтыдан төрт топ болып, әр шеттің ортасынан бастайды. Тақ пен төрт бұрыш белгіленген.
hnefatafl-rules-4 = ## Жүріс
hnefatafl-rules-5 = Барлық фигура, патша да, шахматтағы тура сияқты жүреді: қатар не баған бойымен кез келген бос шаршыға, секірмей. Ортадағы таққа немесе бұрышқа тек патша ғана тоқтай алады. Тақ бос тұрғанда одан басқа ешбір фигура өте алмайды.
hnefatafl-rules-6 = ## Фигура алу
hnefatafl-rules-7 = Жау фигурасын жаңа ғана жүрген фигураңыз бен сол қатардағы не бағандағы өзіңіздің тағы бір фигураңыздың арасына қысып алсаңыз, ол алынады. Бір жүріспен бірнеше фигура алуға болады. Екі жаудың арасына өзіңіз кіріп тұру қауіпсіз.
hnefatafl-rules-8 = Бұрыштар бәріне қауіпті, бос тақ та солай: олар қысудың екінші фигурасы ретінде саналады. Патша қорғаушыларымен бірге соғысады — жүретін фигура ретінде де, ұстап тұратын фигура ретінде де.
hnefatafl-rules-9 = ## Патшаны тұтқындау
hnefatafl-rules-10 = Патша шабуылшылар (немесе қауіпті шаршылар) оның төрт жағын түгел жауып, солардың бірі дәл қазір келіп тұрғанда ғана тұтқындалады. Бос тақтың жанында үш шабуылшы жеткілікті. Тақтаның шетінде патшаны мүлде тұтқындау мүмкін емес.
hnefatafl-rules-11 = ## Басқа аяқталулар
hnefatafl-rules-12 = Заңды жүрісі жоқ ойыншы жеңіледі. Сол жақтың кезегімен бір позицияны үшінші рет қайталаған жүріс оны жасаған ойыншыны жеңіліске ұшыратады.

banqi-rules-1 = ## Дайындық
banqi-rules-2 = Банки сянцидің отыз екі фигурасымен 4 де 8 шаршылы жарты тақтада ойналады. Барлық фигура араластырылып, беті төмен қаратылып қойылады. Басында ешкімнің түсі жоқ: алғаш ашылған фигура өз түсін оны ашқан ойыншыға береді.
banqi-rules-3 = ## Бір жүріс
banqi-rules-4 = Өз кезегіңізде не кез келген жабық фигураны ашасыз — ол не болып шықса да, кезегіңіз аяқталады, — не ашық фигураларыңыздың бірін жоғары, төмен, солға немесе оңға бір шаршыға жүргізесіз.
banqi-rules-5 = ## Фигура алу
banqi-rules-6 = Фигура көрші тұрған, дәрежесі өзімен тең немесе төмен ашық жау фигурасына жүріп, оны алады: генерал, кеңесші, піл, арба, ат, сарбаз. Ерекшелік шеңберді тұйықтайды: сарбаз генералды ала алады, ал генерал сарбазды ала алмайды. Сарбаз зеңбіректі ала алмайды.
banqi-rules-7 = Зеңбірек фигураны тек қатар не баған бойымен дәл бір фигураның (ашық не жабық болсын) үстінен секіріп, оның арғы жағындағы алғашқы фигураға түсу арқылы алады; ол фигура кез келген дәрежедегі ашық жау фигурасы болуы керек.
banqi-rules-8 = Жабық фигураны біреу ашпайынша, оны жүргізуге де, алуға да болмайды.
banqi-rules-9 = ## Ойынның соңы
banqi-rules-10 = Жаудың он алты фигурасының бәрі алынғанда, сіз жеңесіз. Өз кезегінде заңды әрекеті жоқ ойыншы жеңіледі. Қатарынан жиырма жүріс ашусыз әрі алусыз өтсе, ойын тең аяқталады.
banqi-rules-11 = Шах жоқ: генерал — тек ең күшті фигура, оны жоғалту ойынды аяқтамайды.

backgammon-rules-1 = ## Жарыс
backgammon-rules-2 = Әр ойыншының он бес тасы бар: ол оларды тақтаны айналдыра өз үйіне жеткізіп, сосын тақтадан шығарады. Он бес тасын бірінші шығарған ойыншы жеңеді.
backgammon-rules-3 = Әр ойыншы екі тасты өзінің 24-ұясына, бесеуін 13-ұяға, үшеуін 8-ұяға және бесеуін 6-ұяға қойып бастайды. Ойын басында әркім бір сүйек лақтырады: үлкен сан түсірген бірінші жүреді және жаңа лақтырылған екі сүйекті де ойнайды.
backgammon-rules-4 = ## Жүріс
backgammon-rules-5 = Екі сүйек лақтырып, әр санға бір тастан жүресіз немесе бір тасты екі санға да жүргізесіз. Қос сан төрт рет ойналады. Жаудың екі не одан көп тасы тұрған ұя жабық — оған түсуге де, жол-жөнекей аялдауға да болмайды. Мүмкін болғанша көп сүйек ойнауыңыз керек, ал тек бір сүйек ойналатын болса — мүмкіндігінше үлкенін.
backgammon-rules-6 = ## Ұру
backgammon-rules-7 = Жаудың жалғыз тасына түсу оны ұрып, барға жібереді. Бардағы тас басқа ешнәрсе жүрмей тұрып, қарсыластың үйі арқылы қайта кіруі тиіс; кіре алмаса, бүкіл лақтыру күйіп кетеді.
backgammon-rules-8 = ## Тастарды шығару
backgammon-rules-9 = Он бес тастың бәрі үйге жеткенде, оларды шығаруға болады: сүйек тасты өз санындағы ұядан алып шығады, ал одан жоғары ұяда тас қалмаса — ең жоғарғы ұядан.
backgammon-rules-10 = ## Жеңіс
backgammon-rules-11 = Жеңімпаз қарапайым жеңіс алады; жеңілген жақ бір де тас шығармаса — гаммон; оның үстіне оның тасы әлі барда немесе жеңімпаздың үйінде тұрса — бэкгаммон. Tabula еселеу текшесінсіз ойналады.

## Platform ends: how a game ended when the rules did not end it.
# $side is the seat's name.
end-resigned = { $side } жеңілісін мойындады
# "Draw" as in a drawn game.
end-draw-agreed = келісім бойынша тең ойын
end-timeout = { $side } уақыты бітті
end-abandoned = { $side } ойыннан шығып кетті
# A ranked game's end when the player's device sent the server a computer move the computer does not make.
end-forfeited = { $side } ұтылды деп танылды: компьютер жасамайтын жүріс жіберілді
end-aborted = Ойын тоқтатылды — нәтиже жоқ

## Online rooms: a friend on another device.
room-online = Желідегі дос
room-clock = Сағат
room-untimed = Сағатсыз
room-loading = Бөлме ашылуда…
room-unknown = Мұндай бөлме жоқ.
room-expired = Бұл шақырудың мерзімі өтіп кетті.
room-gone-hint = Досыңыздан жаңа сілтеме сұраңыз немесе өз ойыныңызды бастаңыз.
room-waiting = Досыңыздың сілтемені ашуын күтудеміз…
room-invite = Бұл сілтемені досыңызға жіберіңіз:
room-copy = Сілтемені көшіру
room-copied = Көшірілді
room-share = Бөлісу
room-free-seat = (бос орын)
room-you = сіз
room-connected = қосылған
room-away = байланыс үзілді
room-reconnecting = Байланыс үзілді — қайта қосылуда…
room-watching = Сіз бұл ойынды көріп отырсыз.
room-watchers = { $count ->
    [one] Бір көрермен
   *[other] { $count } көрермен
}
room-resign = Жеңілісті мойындау
room-keep-playing = Ойынды жалғастыру
room-resign-confirm = Бұл ойында жеңілісті мойындайсыз ба? Қарсыласыңыз жеңеді.
# "Draw" as in a drawn game.
room-offer-draw = Тең ойын ұсыну
room-draw-incoming = Қарсыласыңыз тең ойын ұсынады.
room-draw-declined = Қарсыласыңыз тең ойыннан бас тартты.
room-draw-sent = Сіз тең ойын ұсындыңыз. Қарсыласыңыздың жауабы күтілуде…
room-accept = Қабылдау
room-decline = Бас тарту
room-abort = Ойынды тоқтату
room-roll = Сүйек лақтыру
room-gone = { $seconds ->
    [0] Қарсыласыңыз шығып кетті. Ойынның нәтижесін талап ете аласыз.
   *[other] Қарсыласыңыз шығып кетті. { $seconds } секундтан кейін ойынның нәтижесін талап ете аласыз.
}
room-claim-win = Жеңісті талап ету
room-claim-draw = Тең ойын деп жариялау
room-rematch = Қайта ойнау
room-rematch-offered = Сіз қайта ойнауды ұсындыңыз. Қарсыласыңызды күтудеміз…
room-rematch-incoming = Қарсыласыңыз қайта ойнағысы келеді.

## What the server refused, by its code.
error-malformed_json = Қолданба сервер оқи алмайтын нәрсе жіберді: бетті қайта жүктеңіз.
error-invalid_body = Қолданба сервер оқи алмайтын нәрсе жіберді: бетті қайта жүктеңіз.
error-invalid_query = Бұл мекенжай жарамсыз.
error-invalid_path = Бұл мекенжай жарамсыз.
error-invalid_input = Пішіндегі бір нәрсе жарамсыз.
error-unsupported_media_type = Қолданба сервер оқи алмайтын нәрсе жіберді: бетті қайта жүктеңіз.
error-too_large = Жіберу үшін тым үлкен.
error-cross_site = Қабылданбады: сұрау Tabula беттерінен келмеді.
error-wrong_host = Бұл мекенжай Tabula-ның өзінікі емес: Tabula-ны әдеттегі мекенжайынан ашыңыз.
error-not_found = Табылмады.
error-method_not_allowed = Сервер мұндай сұрауды қабылдамайды.
error-rate_limited = Әрекет тым көп — сәл күтіп, қайталап көріңіз.
error-request_timeout = Сұраныс тым ұзақ жетті — байланысты тексеріп, қайталап көріңіз.
error-too_many_connections = Бұл байланыстан тым көп ойын ашық — біреуін жауып, қайталап көріңіз.
error-internal = Серверде қате шықты.
error-unavailable = Сервер бос емес: қайталап көріңіз.
error-update_required = Tabula жаңартылды: бетті қайта жүктеңіз.
error-unauthorized = Алдымен кіріңіз.
error-invalid_credentials = Пайдаланушы аты немесе құпиясөз қате.
error-invalid_username = Пайдаланушы аты 3–24 таңбадан тұрады: латын әріптері (a–z), цифрлар, _ немесе -.
error-username_taken = Бұл пайдаланушы аты бос емес.
error-weak_password = Құпиясөз 10–256 таңбадан тұрады, кемінде 5 түрлі таңбасы болады және пайдаланушы атыңызды қамтымайды.
error-unknown_locale = Бұл тіл қолжетімсіз.
error-unknown_game = Мұндай ойын жоқ.
error-not_in_ranked = Рейтингтік ойында бұлай болмайды: басталған ойын әрқашан есептеледі — аяқтау үшін жеңілісті мойындаңыз.
error-room_expired = Бұл шақырудың мерзімі өтіп кетті.
error-room_full = Екі орын да бос емес: сіз көре аласыз.
error-too_many_spectators = Бұл ойынды көріп отырғандар тым көп.
error-game_over = Ойын аяқталды.
error-not_a_player = Сіз көрерменсіз: тек ойыншылар жүре алады.
error-not_your_turn = Қазір сіздің кезегіңіз емес.
error-illegal_action = Бұлай жүруге болмайды.
error-bad_message = Қолданба сервер түсінбейтін нәрсе жіберді: бетті қайта жүктеңіз.
# "Draw" as in a drawn game.
error-draws_not_allowed = Бұл ойында келісім бойынша тең ойын жоқ.
error-draw_offer_too_soon = Тең ойынды соңғы ұсынысыңыздан кейін жиырма жүрістен соң қайта ұсына аласыз.
error-no_draw_offer = Жауап беретін тең ойын ұсынысы жоқ.
error-too_late_to_abort = Екі ойыншы да жүрді: ойынды енді тоқтатуға болмайды.
error-claim_too_early = Қарсыласыңыз әлі жеткілікті ұзақ болған жоқ.
error-no_rematch = Қайта ойнау ойын аяқталғаннан кейін ғана мүмкін.
error-too_long = Ойын ұзындық шегіне жетті.
error-account_required = Рейтингтік ойын тек тіркелгілер арасында өтеді: ойнау үшін кіріңіз.
error-unknown = Сервер мұны қабылдамады.

## Piece legend (the board page and the rules page of Xiangqi and Banqi)

legend-title = Фигуралар
xiangqi-legend-king = Сызық бойымен бір қадам, сарайдан ешқашан шықпайды. Екі генерал арасы бос тік сызықта бетпе-бет тұра алмайды.
xiangqi-legend-advisor = Диагональ бойымен бір қадам, сарайдан ешқашан шықпайды.
xiangqi-legend-elephant = Диагональ бойымен дәл екі нүкте, өзеннен ешқашан өтпейді; ортадағы нүктеде фигура тұрса, жүре алмайды.
xiangqi-legend-horse = Бір нүкте тура, содан кейін бір нүкте диагональ бойымен сыртқа; сол бағытта көрші нүктеде фигура тұрса, жүре алмайды.
xiangqi-legend-chariot = Сызық бойымен кез келген қашықтыққа, секірмей жүреді.
xiangqi-legend-cannon = Арба сияқты жүреді; фигураны тек дәл бір фигураның үстінен секіріп алады.
xiangqi-legend-soldier = Алға бір қадам; өзеннен өткен соң бүйірге де бір қадам. Ешқашан кері жүрмейді.
banqi-legend-intro = Әр фигура жоғары, төмен, солға немесе оңға бір шаршы жүреді және дәрежесі өзімен тең немесе төмен ашық жау фигурасын алады; ерекшеліктер төменде көрсетілген.
banqi-legend-king = 1-дәреже. Сарбаздан басқа барлық фигураны алады.
banqi-legend-advisor = 2-дәреже. Генералдан басқа барлық фигураны алады.
banqi-legend-elephant = 3-дәреже. Пілді, арбаны, атты, зеңбіректі және сарбазды алады.
banqi-legend-chariot = 4-дәреже. Арбаны, атты, зеңбіректі және сарбазды алады.
banqi-legend-horse = 5-дәреже. Атты, зеңбіректі және сарбазды алады.
banqi-legend-cannon = Кез келген ашық жау фигурасын алады, бірақ тек қатар не баған бойымен дәл бір фигураның үстінен секіріп. Сарбаз оны ала алмайды.
banqi-legend-soldier = 6-дәреже. Сарбазды және генералды алады; зеңбіректі ала алмайды.

## Sound (the button in the panel beside the board)

sound-on = Дыбыс: қосулы
sound-off = Дыбыс: өшірулі

## Standard formats (the record panel: what a game is written as, what a paste could not be read as)

play-import-empty = Алдымен жазбаны, позицияны немесе жүрістер тізімін қойыңыз.
play-import-unrecognised = Tabula бұл мәтінді { $game } ретінде оқи алмайды. Оқитын пішімдері: { $formats }.
play-import-character = { $line }-жол, { $column }-баған: «{ $found }» ол жерде болмауы керек.
play-import-incomplete = Мәтін тым ерте бітеді: түсініктеме, тег немесе жазба жабылмаған.
play-import-move-unread = { $ply }-жүріс («{ $action }») Tabula оқи алатын жүріс емес.
play-import-move-ambiguous = { $ply }-жүріс («{ $action }») ол жерде бірнеше жүріс болуы мүмкін.
play-import-move-after-end = { $ply }-жүріс («{ $action }») ойын біткеннен кейін келеді.
play-import-several-games = Бұл файлда { $count } ойын бар: бір уақытта бір ойынды ашыңыз.
play-export-format = Ойын пішімі
play-export-download = Осы пішімде жүктеп алу
play-export-unavailable = Бұл ойынды ол пішімде жазу мүмкін емес: ол әдеттегі бастапқы қойылымнан басталмаған.
format-json = Tabula жазбасы (JSON)
format-fen = FEN позициясы
format-iccs = ICCS жүрістері
format-wxf = WXF жүрістері
format-pgn = PGN
format-gnubg-id = GNU Backgammon ID
format-mat = Матч файлы (.mat)
format-opentafl-position = OpenTafl позициясы
format-opentafl-game = OpenTafl ойын жазбасы

## The Hint button (casual games: the Expert's move for the person, shown on the board)

play-hint = Кеңес
play-hint-is = Кеңес: { $move }
play-hint-failed = Бұл жолы кеңес жоқ: компьютер жауап бере алмады.

## The review of a finished game

review-start = Ойынды талдау
review-thinking = Компьютер ойынды талдап жатыр…
review-heading = Талдау
review-chances = { $side } жеңу мүмкіндігі, жүріс бойынша
review-mistake = { $number }-жүріс, { $side }: { $played } { $lost } % жоғалтты — жақсырақ: { $better }
review-none = Қымбатқа түскен қате жоқ: жақсы ойнадыңыз.
review-failed = Ойынды талдау мүмкін болмады.

## Greetings in rooms and player profiles (issue 39, parts 4 and 3)

greeting-hello = Сәлем!
greeting-good_luck = Сәттілік!
greeting-have_fun = Көңілді ойын болсын!
greeting-well_played = Жақсы ойнадыңыз!
greeting-good_game = Керемет ойын болды!
greeting-thank_you = Рақмет!
greeting-sorry = Кешіріңіз!
greeting-oops = Ой!
greeting-rematch = Тағы бір ойын ойнаймыз ба?
greeting-have_to_go = Маған кету керек.
greetings-label = Сәлемдесу сөздері
greetings-said = { $name }: { $phrase }
greetings-mute = Сәлемдесуді өшіру
greetings-unmute = Сәлемдесуді көрсету
error-unknown_greeting = Бұл дайын сәлемдесу сөздерінің бірі емес.
error-too_many_greetings = Сәлемдесу тым жиі: сәл күтіңіз.
profile-chart = { $game } рейтингі, ойын сайын
profile-archive = Аяқталған ойындар
profile-none = Әзірге аяқталған ойын жоқ.
profile-more = Ертерек ойындар
profile-guest = қонақ
profile-against = қарсыласы:
profile-result-win = Жеңіс
profile-result-loss = Жеңіліс
profile-result-draw = Тең
profile-result-aborted = Тоқтатылды
profile-reason-rules = ереже бойынша
profile-reason-resigned = берілу арқылы
profile-reason-draw_agreed = келісім бойынша
profile-reason-timeout = уақыт бітті
profile-reason-abandoned = ойын тастап кетілді
profile-reason-forfeited = техникалық жеңіліс
profile-reason-aborted = екеуі де жүріс жасамай тұрып
profile-ranked = Рейтингтік
profile-rated = Рейтингке әсер етеді
profile-casual = Достық
profile-download = Жүктеп алу
profile-game-page = Ойын беті
## The lobby (/play: open games offered to anyone, quick pairing)

nav-lobby = Онлайн ойнау
home-lobby = Басқалармен онлайн ойнау: лоббиді ашу
game-lobby = Онлайн қарсылас табу
lobby-title = Лобби
lobby-lead = Адамдар қазір ұсынып отырған ойындар. Біреуіне қосылыңыз, өз ойыныңызды ұсыныңыз немесе жылдам жұптау деңгейіңізге сай қарсылас тапсын.
lobby-quick = Жылдам жұптау
lobby-create = Ойын ұсыну
lobby-create-button = Ойын құру
lobby-game = Ойын
lobby-clock = Сағат
lobby-untimed = Сағатсыз
lobby-rated = Рейтингтік
lobby-rated-hint = Рейтингтік ойындар тіркелгілер арасында өтеді: ұсыну үшін кіріңіз.
lobby-casual = Жай ойын
lobby-kind = Түрі
lobby-open = Ашық ойындар
lobby-none = Қазір ешкім ойын ұсынып отырған жоқ. Өзіңіз құрыңыз немесе жылдам жұптауды байқап көріңіз.
lobby-player = Ойыншы
lobby-rating = Рейтинг
lobby-join = Қосылу
lobby-cancel = Бас тарту
error-own_seek = Бұл өз ойыныңыз: біреу қосылғанша күтіңіз.
error-seek_exists = Сіз бұл түрдегі ойынды ұсынып қойғансыз: әр ойын түріне біреу.
error-too_many_seeks = Сіз үш ойын ұсынып қойғансыз: алдымен біреуінен бас тартыңыз.

## Issue 38 (fixes38): what a player sees and stumbles over

position-problem-fields = Бұл ойынның позициясында болатын бөліктер жоқ.
position-problem-rank-count = Тақтада { $expected } орнына { $found } қатар бар.
position-problem-rank-length = { $rank }-қатарда { $expected } орнына { $squares } шаршы бар.
position-problem-piece = «{ $piece }» бұл ойынның тасы емес.
position-problem-side = «{ $found }» кімнің кезегі екенін айтпайды.
position-problem-counter = «{ $found }» дұрыс жүріс санауышы емес.
position-problem-field = «{ $found }» бұл позицияда болмауы керек.
position-problem-kings = Мұнда { $count } патша бар; патша біреу ғана.
position-problem-generals = Бір жақта { $count } генерал бар; әр жақта дәл біреу болады.
position-problem-too-many = «{ $piece }» тастары жиынтықтағы { $max } тастан көп.
position-problem-square = «{ $piece }» { $square } шаршысында тұра алмайды.
position-problem-in-check = Жаңа ғана жүрген жаққа шах қойылып тұр.
position-problem-captured = Алынған және беті жабық тастар жиынтыққа сәйкес келмейді.
position-problem-colours = Түстер берілмеген, бірақ ойын басталып кеткен.
position-problem-board-size = Tabula { $size } емес, 11×11 тақтада ойнайды.
position-problem-id = Бұл GNU Backgammon ID емес.
position-problem-checkers = Бір жақта { $count } дойбы бар; әр жақта 15 болады.
position-problem-shared-point = Екі жақтың да дойбылары { $point }-нүктеде тұр.
position-problem-match-state = Match ID-дағы сүйектер не ойын күйі тақтаға сәйкес келмейді.
end-resigned-size = { $side } жеңілісін мойындады: { $size }
play-taken-from = { $side } жоғалтқан тастар
backgammon-numbering = Нүктелер тақтадағыдай { $side } жағынан нөмірленген (экспортталған жазбаларда әр жүріс жүрген жақтың нөмірлеуімен жазылады).
