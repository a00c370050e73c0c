# Tabula ภาษาไทย (th). The same messages and sections as en.ftl; Thai has only the plural category `other`.
# Xiangqi terms follow the Thai rules page players use: ขุน องครักษ์ ช้าง ม้า รถ ปืน เบี้ย, แม่น้ำ, วัง, ขาม้า,
# ตาช้าง, ตัวคั่น (cannon screen), รุก, รุกจน, อับจน (stalemate), รุกซ้ำ, ไล่กินซ้ำ, เสมอ.

## The frame of every page: header, navigation, footer, language and theme

app-name = Tabula
nav-label = เมนูหลัก
nav-games = เกม
nav-leaderboard = อันดับผู้เล่น
nav-account = เข้าสู่ระบบ
footer = Tabula — เกมกระดานคลาสสิกสี่เกม เล่นฟรีบนอุปกรณ์ของคุณเอง
theme-dark = ธีมมืด
theme-light = ธีมสว่าง
language-label = ภาษา
api-offline = ติดต่อเซิร์ฟเวอร์ไม่ได้ ดูเหมือนว่าคุณออฟไลน์อยู่
api-rate-limited-wait = ลองหลายครั้งเกินไป — ลองใหม่ในอีก { $minutes } นาที

## Dates

date = { $day } { $month ->
    [1] มกราคม
    [2] กุมภาพันธ์
    [3] มีนาคม
    [4] เมษายน
    [5] พฤษภาคม
    [6] มิถุนายน
    [7] กรกฎาคม
    [8] สิงหาคม
    [9] กันยายน
    [10] ตุลาคม
    [11] พฤศจิกายน
   *[12] ธันวาคม
} { $year }

## Home page and the games' names

home-title = เกมกระดานคลาสสิกสี่เกม
home-lead = เล่นกับเพื่อนบนหน้าจอเดียวกัน หรือเล่นกับคอมพิวเตอร์สามระดับ คอมพิวเตอร์คิดบนอุปกรณ์ของคุณเอง Tabula จึงเล่นได้แม้ออฟไลน์
home-rules = กติกา
home-play = เล่น
game-banqi = ปั้นฉี
game-banqi-blurb = หมากรุกจีนคว่ำ: พลิกหมากที่ซ่อนอยู่ แล้วใช้ไล่ล่ากัน เบี้ยตัวเล็กก็ล้มขุนได้
game-backgammon = แบ็กแกมมอน
game-backgammon-blurb = การแข่งขันที่เก่าแก่ที่สุดในโลก: ทอยลูกเต๋า ตีหมากเดี่ยว สร้างกำแพง แล้วเก็บหมากออกให้หมดก่อน
game-xiangqi = หมากรุกจีน
game-xiangqi-blurb = เซี่ยงฉี: ปืนกระโดดข้ามตัวคั่น ม้าถูกขัดขาได้ และขุนทั้งสองห้ามเผชิญหน้ากัน
game-hnefatafl = ฮเนฟาทัฟล์
game-hnefatafl-blurb = หมากรุกไวกิ้ง: ฝ่ายป้องกันพากษัตริย์หนีไปมุมกระดาน ขณะที่ฝ่ายบุกรัดวงล้อมให้แน่นขึ้น
not-found-title = ไม่มีหน้านี้
not-found-home = กลับไปหน้าเกม

## A game page: status, controls, new game, records

play-to-move = ตาของ{ $side }
play-choose = เลือกวิธีเล่น: กับเพื่อนบนหน้าจอนี้ กับเพื่อนออนไลน์ หรือกับคอมพิวเตอร์ แล้วเริ่มเกม
play-wins = { $side }ชนะ
play-you-won = คุณชนะ
play-computer-won = คอมพิวเตอร์ชนะ
# ผลเสมอ (ไม่มีใครชนะ)
play-draw = เสมอ
play-thinking = คอมพิวเตอร์กำลังคิด…
crash-text = เกิดข้อผิดพลาด โหลดหน้าใหม่เพื่อเล่นต่อ — เกมของคุณถูกบันทึกไว้แล้ว
crash-reload = โหลดใหม่
play-updating = Tabula อัปเดตแล้ว กำลังโหลดเวอร์ชันใหม่…
play-check = รุก!
play-announce = { $side }: { $move }
play-undo = ย้อนตาเดิน
play-flip = กลับด้านกระดาน
play-moves = ตาเดิน
play-replay = ดูเกมทีละตา
play-first = เริ่มเกม
play-back = ย้อนหนึ่งตา
play-forward = ไปข้างหน้าหนึ่งตา
play-latest = ตำแหน่งล่าสุด
play-viewing = กำลังแสดงตาที่
play-captured = หมากที่ถูกกิน
play-new-game = เกมใหม่
play-opponent = คู่แข่ง
play-friend = เพื่อนบนหน้าจอนี้
level-easy = คอมพิวเตอร์ ระดับง่าย
level-normal = คอมพิวเตอร์ ระดับปกติ
level-expert = คอมพิวเตอร์ ระดับเชี่ยวชาญ
play-side = คุณเล่นฝ่าย
play-start = เริ่มเกม
play-record = บันทึกเกม
play-download = ดาวน์โหลดบันทึก (JSON)
play-position-moves = ตำแหน่งและตาเดิน
play-paste = วางบันทึก ตำแหน่ง หรือรายการตาเดินเพื่อเปิด
play-import = เปิดบันทึกที่วางไว้
play-open-file = …หรือเปิดไฟล์บันทึก
play-import-failed = เปิดบันทึกนี้ไม่ได้
play-import-other-game = บันทึกนี้เป็นเกม{ $game } กรุณาเปิดในหน้าของเกมนั้น
# $ply counts the record's actions from 1; $action is the action as written in the record (maybe cut short).
play-import-illegal = ตาที่ { $ply } ของบันทึก (“{ $action }”) เดินแบบนั้นไม่ได้ตามกติกา
play-import-bad-start = อ่านตำแหน่งเริ่มต้นของบันทึก (“{ $position }”) ไม่ได้
play-replace-question = เกมที่กำลังเล่นอยู่จะหายไป ต้องการแทนที่หรือไม่
play-replace-yes = แทนที่
play-replace-no = เล่นต่อ
play-history = เกมที่จบแล้ว
play-history-empty = เกมที่คุณเล่นจบบนอุปกรณ์นี้จะถูกเก็บไว้ที่นี่
play-history-replay = ดูย้อนหลัง
play-history-download = ดาวน์โหลด
board-selected = เลือก{ $piece }แล้ว: เดินได้ { $count } แบบ
board-refused = เดินแบบนี้ไม่ได้ หมากกลับที่เดิม
board-empty = ว่าง
board-words-move = { $piece } จาก { $from } ไป { $to }
board-words-takes = { $move } กิน{ $taken }
board-words-flip = เปิด { $cell }: { $piece }
backgammon-spot-empty = { $spot }: ว่าง

## Xiangqi

xiangqi-board = กระดานหมากรุกจีน ใช้ปุ่มลูกศรเลื่อนเคอร์เซอร์ กด Enter เพื่อหยิบและวางหมาก
xiangqi-seat-red = แดง
xiangqi-seat-black = ดำ
xiangqi-piece = { $kind }{ $color }
xiangqi-red = แดง
xiangqi-black = ดำ
xiangqi-king = ขุน
xiangqi-advisor = องครักษ์
xiangqi-elephant = ช้าง
xiangqi-horse = ม้า
xiangqi-chariot = รถ
xiangqi-cannon = ปืน
xiangqi-soldier = เบี้ย
xiangqi-end-checkmate = รุกจน
xiangqi-end-stalemate = ไม่มีตาเดินที่ถูกกติกา (ในหมากรุกจีน อับจนคือแพ้)
xiangqi-end-perpetual_check = รุกซ้ำไม่หยุดถือว่าแพ้
xiangqi-end-perpetual_chase = ไล่กินซ้ำไม่หยุดถือว่าแพ้
xiangqi-end-repetition = ตำแหน่งซ้ำ
xiangqi-end-sixty_moves = ครบหกสิบตาโดยไม่มีการกิน
xiangqi-end-insufficient_material = ไม่มีฝ่ายใดเหลือหมากที่โจมตีได้

## Hnefatafl

hnefatafl-board = กระดานฮเนฟาทัฟล์ ใช้ปุ่มลูกศรเลื่อนเคอร์เซอร์ กด Enter เพื่อหยิบและวางหมาก
hnefatafl-seat-attackers = ฝ่ายบุก
hnefatafl-seat-defenders = ฝ่ายป้องกัน
hnefatafl-attacker = ทหารฝ่ายบุก
hnefatafl-defender = ทหารฝ่ายป้องกัน
hnefatafl-king = กษัตริย์
hnefatafl-end-king_escaped = กษัตริย์หนีถึงมุมกระดาน
hnefatafl-end-king_captured = กษัตริย์ถูกจับ
hnefatafl-end-no_legal_move = ไม่มีตาเดินที่ถูกกติกาเหลือ
hnefatafl-end-repetition = ตำแหน่งเดิมเกิดซ้ำเป็นครั้งที่สาม

## Banqi

banqi-board = กระดานปั้นฉี ใช้ปุ่มลูกศรเลื่อนเคอร์เซอร์ กด Enter เพื่อพลิกหมากที่คว่ำอยู่ หรือหยิบและวางหมากของคุณ
banqi-seat-first = ผู้เล่นคนแรก
banqi-seat-second = ผู้เล่นคนที่สอง
banqi-seat-red = แดง
banqi-seat-black = ดำ
banqi-face-down = หมากที่คว่ำอยู่
banqi-you-flip-first = คุณพลิกก่อน: หมากตัวแรกที่คุณพลิกเป็นสีใด สีนั้นเป็นของคุณ
banqi-they-flip-first = คู่แข่งพลิกก่อน: สีของหมากตัวแรกที่เขาเปิดเป็นของเขา และคุณเล่นอีกสีหนึ่ง
banqi-you-red = คุณเป็นฝ่ายแดง
banqi-you-black = คุณเป็นฝ่ายดำ
banqi-hint-flip = พลิกหมากที่ { $square }
banqi-hidden = ยังคว่ำอยู่: { $count }
banqi-no-progress = { $count } จาก { $limit } ตาที่ไม่มีการพลิกหรือการกิน
banqi-end-all_captured = หมากทั้งสิบหกตัวถูกกินหมด
banqi-end-no_legal_action = ไม่มีการกระทำที่ถูกกติกาเหลือ
banqi-end-no_progress = ยี่สิบตาติดกันโดยไม่มีการพลิกหรือการกิน

## Backgammon

backgammon-seat-white = ขาว
backgammon-seat-black = ดำ
backgammon-board = กระดานแบ็กแกมมอน: ช่อง บาร์ และถาด
backgammon-end-single = ชนะธรรมดา
backgammon-end-gammon = แกมมอน: ฝ่ายแพ้ยังไม่ได้เก็บหมากออกเลย
backgammon-end-backgammon = แบ็กแกมมอน: ฝ่ายแพ้ยังไม่ได้เก็บหมากออกเลย และยังมีหมากอยู่บนบาร์หรือในบ้านของฝ่ายชนะ
backgammon-spot = { $spot }: { $count } { $side }
backgammon-rolled = { $side } ทอยได้ { $dice }
backgammon-checker = หมาก{ $side }บน { $spot }
# แถบกลางกระดานที่หมากซึ่งถูกตีรออยู่
backgammon-bar = บาร์
# หมากที่เก็บออกจากกระดานแล้ว
backgammon-off = เก็บออกแล้ว
backgammon-moved = เดินไปที่ { $to }
backgammon-pips = จำนวนพิป
backgammon-take-back = ถอนหมากคืน
backgammon-confirm = ยืนยันการเดิน
backgammon-dance = { $side }ทอยได้ { $dice } และเดินไม่ได้ จึงข้ามตาไป
backgammon-dance-short = เดินไม่ได้
backgammon-forced = เดินได้แบบเดียว ระบบวางให้แล้ว กด “ยืนยันการเดิน”
backgammon-opening = ทอยเปิดเกม: ขาว { $white } ดำ { $black } { $side }เดินก่อน
backgammon-id = รหัส GNU Backgammon

## Accounts, ranked games, leaderboards

account-title = บัญชีของคุณ
account-why = เมื่อมีบัญชี ชัยชนะเหนือคอมพิวเตอร์จะได้คะแนนจัดอันดับ: ง่าย +10 ปกติ +30 เชี่ยวชาญ +100
account-username = ชื่อผู้ใช้
account-password = รหัสผ่าน
account-rules = ชื่อผู้ใช้: 3 ถึง 24 ตัว เป็นอักษรละติน ตัวเลข _ หรือ - รหัสผ่าน: 10 ถึง 256 ตัว มีตัวที่ต่างกันอย่างน้อย 5 ตัว และต้องไม่มีชื่อผู้ใช้อยู่ในนั้น
account-log-in = เข้าสู่ระบบ
account-sign-up = สมัครสมาชิก
account-log-out = ออกจากระบบ
account-signed-in = เข้าสู่ระบบในชื่อ { $name }
account-profile = เกมจัดอันดับของคุณ
ranked-choice = เกมจัดอันดับ (ชนะได้คะแนน)
ranked-hint = เกมจัดอันดับต้องเชื่อมต่ออินเทอร์เน็ตทุกตา ส่วนเกมที่ไม่จัดอันดับเล่นแบบออฟไลน์ได้
ranked-game = เกมจัดอันดับกับ{ $level } (ชนะได้ +{ $points })
ranked-won = นับแล้ว: ชนะ +{ $points } คะแนน
ranked-lost = นับเป็นแพ้
ranked-resign-confirm = ยอมแพ้เกมนี้หรือไม่? จะนับเป็นการแพ้
ranked-drawn = นับเป็นเสมอ ไม่ได้คะแนน
ranked-paused = การเชื่อมต่อขาดหาย เกมจัดอันดับหยุดชั่วคราว และจะเล่นต่อเองเมื่อคุณกลับมาออนไลน์
ranked-again = เกมจัดอันดับใหม่
ranked-resumed = นี่คือเกมจัดอันดับที่คุณเล่นค้างไว้: เล่นต่อจากที่คุณออกไป เริ่มเกมใหม่ได้เมื่อเกมนี้จบ
leaderboard-title = อันดับผู้เล่น
leaderboard-game = เกม
leaderboard-period = ช่วงเวลา
leaderboard-all-games = ทุกเกม
leaderboard-all-time = ตลอดกาล
leaderboard-month = เดือนนี้
leaderboard-player = ผู้เล่น
leaderboard-points = คะแนน
leaderboard-wins = ชนะ (ง่าย / ปกติ / เชี่ยวชาญ)
leaderboard-losses = แพ้ (ง่าย / ปกติ / เชี่ยวชาญ)
leaderboard-best = ระดับสูงสุดที่เคยชนะ
leaderboard-empty = ยังไม่มีใครชนะเกมจัดอันดับ มาเป็นคนแรกกันเถอะ
profile-game = { $date }: +{ $points } คะแนน · { $plies } ตา
profile-replay = ดูซ้ำ
profile-ratings = เรตติ้ง
# How a ranked game ended for the player, in their list of games.
result-win = ชนะ
result-loss = แพ้
result-draw = เสมอ

## Rules pages: the same numbered paragraphs as en.ftl; "## " starts a heading.

rules-title = กติกา
rules-back = กลับไปที่เกม

xiangqi-rules-1 = ## กระดาน
xiangqi-rules-2 = หมากรุกจีนเล่นบน 90 จุดตัดของเส้นตั้งเก้าเส้นกับเส้นนอนสิบเส้น วางหมากบนจุดตัด ไม่ใช่กลางช่อง ตรงกลางกระดานมีแม่น้ำคั่น และแต่ละฝ่ายมีวัง คือเขต 3×3 ที่มีเส้นทแยงไขว้ อยู่กลางแนวหลังสามแถวของตน แดงอยู่ด้านล่างและเดินก่อน จากนั้นผลัดกันเดินฝ่ายละหนึ่งตา
xiangqi-rules-3 = แนวหลังของแต่ละฝ่ายเรียงจากซ้ายไปขวาเป็น รถ ม้า ช้าง องครักษ์ ขุน องครักษ์ ช้าง ม้า รถ ปืนสองตัวอยู่ห่างแนวหลังไปข้างหน้าสองแถว บนแนวตั้งที่สองจากขอบแต่ละด้าน และเบี้ยห้าตัวอยู่แถวถัดไป เว้นแนวตั้งระหว่างกันหนึ่งแนว
xiangqi-rules-4 = ## หมาก
xiangqi-rules-5 = ขุน: เดินตรงครั้งละหนึ่งจุดตัด และไม่ออกนอกวัง ขุนทั้งสองห้ามอยู่บนแนวตั้งเดียวกันโดยไม่มีหมากคั่น
xiangqi-rules-6 = องครักษ์: เดินทแยงครั้งละหนึ่งจุดตัด อยู่ในวังเท่านั้น
xiangqi-rules-7 = ช้าง: เดินทแยงสองจุดพอดี อยู่ฝั่งแม่น้ำของตนเท่านั้น และเดินไม่ได้ถ้าจุดกึ่งกลาง (ตาช้าง) มีหมากอยู่
xiangqi-rules-8 = ม้า: เดินตรงหนึ่งจุด แล้วทแยงออกอีกหนึ่งจุด ถ้าจุดที่ติดกับม้าในทิศตรงนั้นมีหมากอยู่ ขาม้าถูกขัด และไปทางนั้นไม่ได้
xiangqi-rules-9 = รถ: เดินตามแนวตรงได้ไม่จำกัดระยะ แต่ข้ามหมากไม่ได้
xiangqi-rules-10 = ปืน: เดินเหมือนรถ แต่จะกินได้เมื่อกระโดดข้ามหมากหนึ่งตัวพอดี (ตัวคั่น สีใดก็ได้) ไปลงบนหมากคู่แข่งที่อยู่ถัดไป
xiangqi-rules-11 = เบี้ย: เดินหน้าครั้งละหนึ่งจุด เมื่อข้ามแม่น้ำแล้วเดินซ้ายหรือขวาได้ด้วย แต่ไม่ถอยหลังเลย
xiangqi-rules-12 = ## รุก รุกจน และอับจน
xiangqi-rules-13 = ห้ามเดินตาที่ทำให้ขุนตัวเองถูกโจมตี หรือเผชิญหน้ากับขุนอีกฝ่าย ถ้าแก้รุกไม่ได้ ถือว่ารุกจนและคุณแพ้ ถ้าไม่มีตาเดินที่ถูกกติกาเลย คุณก็แพ้เช่นกัน ในหมากรุกจีน อับจนคือแพ้
xiangqi-rules-14 = ## ตำแหน่งซ้ำและการเสมอ
xiangqi-rules-15 = เมื่อตำแหน่งเดิมและฝ่ายที่ถึงตาเดิมเกิดขึ้นเป็นครั้งที่สาม Tabula จะตรวจตาเดินที่ซ้ำกัน ตาเดินนับเป็นตาบุกถ้ารุก หรือถ้าเพิ่งขู่กินหมากที่ไม่มีตัวคุ้มกัน (การเสนอแลกหมากชนิดเดียวกันไม่นับ) ถ้ามีเพียงฝ่ายเดียวที่บุกทุกตา ฝ่ายนั้นแพ้ เพราะห้ามรุกซ้ำและไล่กินซ้ำ นอกนั้นถือว่าเสมอ
xiangqi-rules-16 = เกมยังเสมอเมื่อแต่ละฝ่ายเดินครบ 60 ตาโดยไม่มีการกิน และเมื่อทั้งสองฝ่ายไม่มีรถ ม้า ปืน หรือเบี้ยเหลือ

hnefatafl-rules-1 = ## สองฝ่าย
hnefatafl-rules-2 = ฮเนฟาทัฟล์เล่นบนกระดาน 11 × 11 ช่อง กษัตริย์และทหารป้องกันสิบสองตัวเริ่มอยู่ตรงกลาง ฝ่ายบุกยี่สิบสี่ตัวล้อมไว้ ฝ่ายบุกเดินก่อน ฝ่ายป้องกันชนะเมื่อกษัตริย์ไปถึงมุมใดมุมหนึ่ง ฝ่ายบุกชนะเมื่อจับกษัตริย์ได้
hnefatafl-rules-3 = กษัตริย์เริ่มบนบัลลังก์ซึ่งเป็นช่องกลางกระดาน ทหารป้องกันเรียงเป็นรูปข้าวหลามตัดรอบตัว ฝ่ายบุกเริ่มเป็นสี่กลุ่ม กลุ่มละหก อยู่กลางขอบกระดานแต่ละด้าน บัลลังก์และมุมทั้งสี่มีเครื่องหมายกำกับ
hnefatafl-rules-4 = ## การเดิน
hnefatafl-rules-5 = หมากทุกตัวรวมทั้งกษัตริย์เดินเหมือนเรือในหมากรุก คือเดินผ่านช่องว่างได้ไม่จำกัดตามแถวหรือคอลัมน์ และข้ามหมากไม่ได้ มีแต่กษัตริย์ที่หยุดบนบัลลังก์กลางกระดานหรือบนมุมได้ ขณะบัลลังก์ว่าง หมากตัวอื่นเดินผ่านไม่ได้
hnefatafl-rules-6 = ## การจับ
hnefatafl-rules-7 = คุณจับหมากฝ่ายตรงข้ามได้โดยประกบมันไว้ระหว่างหมากที่เพิ่งเดินกับหมากของคุณอีกตัวในแถวหรือคอลัมน์เดียวกัน เดินครั้งเดียวจับได้หลายตัว ส่วนการเดินเข้าไปอยู่ระหว่างหมากศัตรูสองตัวนั้นปลอดภัย
hnefatafl-rules-8 = มุมทั้งสี่เป็นช่องอันตรายต่อทุกฝ่าย บัลลังก์ที่ว่างก็เช่นกัน จึงนับเป็นตัวประกบตัวที่สองได้ กษัตริย์ร่วมรบกับทหารป้องกัน ทั้งเป็นตัวที่เดินเข้าประกบและเป็นตัวที่รออยู่
hnefatafl-rules-9 = ## การจับกษัตริย์
hnefatafl-rules-10 = กษัตริย์ถูกจับเมื่อฝ่ายบุก (หรือช่องอันตราย) ปิดล้อมครบทั้งสี่ด้าน และหนึ่งในนั้นเพิ่งเดินเข้ามา ถ้าอยู่ติดบัลลังก์ที่ว่าง ใช้ฝ่ายบุกสามตัวก็พอ ถ้ากษัตริย์อยู่ที่ขอบกระดาน จะจับไม่ได้เลย
hnefatafl-rules-11 = ## การจบเกมแบบอื่น
hnefatafl-rules-12 = ผู้เล่นที่ไม่มีตาเดินที่ถูกกติกาแพ้ ตาเดินที่ทำให้ตำแหน่งเดิมและฝ่ายที่ถึงตาเดิมกลับมาเป็นครั้งที่สาม ทำให้ผู้เดินตานั้นแพ้

banqi-rules-1 = ## การจัดเกม
banqi-rules-2 = ปั้นฉีใช้หมากรุกจีนทั้งสามสิบสองตัวบนครึ่งกระดานขนาด 4 × 8 ช่อง สับหมากทั้งหมดแล้วคว่ำวาง ตอนเริ่มยังไม่มีใครมีสี หมากตัวแรกที่ถูกพลิกจะมอบสีของมันให้ผู้ที่พลิก
banqi-rules-3 = ## หนึ่งตา
banqi-rules-4 = ในตาของคุณ จะพลิกหมากที่คว่ำอยู่ตัวใดก็ได้ ซึ่งจบตาทันทีไม่ว่าจะเปิดได้อะไร หรือเดินหมากที่หงายอยู่ของคุณหนึ่งช่อง ขึ้น ลง ซ้าย หรือขวา
banqi-rules-5 = ## การกิน
banqi-rules-6 = หมากกินโดยเดินเข้าไปบนหมากคู่แข่งที่หงายอยู่และอยู่ติดกัน ซึ่งมียศเท่ากันหรือต่ำกว่า: ขุน องครักษ์ ช้าง รถ ม้า เบี้ย ข้อยกเว้นทำให้ลำดับวนเป็นวง คือเบี้ยกินขุนได้ แต่ขุนกินเบี้ยไม่ได้ และเบี้ยกินปืนไม่ได้
banqi-rules-7 = ปืนกินได้ด้วยการกระโดดตามแถวหรือคอลัมน์ ข้ามหมากหนึ่งตัวพอดี จะหงายหรือคว่ำก็ได้ ไปลงบนหมากตัวแรกที่อยู่ถัดไป ซึ่งต้องเป็นหมากคู่แข่งที่หงายอยู่ ยศใดก็ได้
banqi-rules-8 = หมากที่คว่ำอยู่เดินไม่ได้และถูกกินไม่ได้ จนกว่าจะมีคนพลิกขึ้นมา
banqi-rules-9 = ## จบเกม
banqi-rules-10 = คุณชนะเมื่อกินหมากคู่แข่งครบสิบหกตัว ผู้เล่นที่ไม่มีการกระทำที่ถูกกติกาในตาของตนแพ้ ถ้ายี่สิบตาติดกันไม่มีการพลิกหรือการกิน เกมจบลงด้วยผลเสมอ
banqi-rules-11 = ไม่มีการรุก ขุนเป็นเพียงหมากที่แข็งแรงที่สุด และการเสียขุนไม่ได้ทำให้เกมจบ

backgammon-rules-1 = ## การแข่งขัน
backgammon-rules-2 = ผู้เล่นแต่ละคนมีหมากสิบห้าตัว ต้องพาหมากวิ่งรอบกระดานเข้าบ้านของตน แล้วเก็บออกจากกระดาน ใครเก็บหมากออกครบสิบห้าตัวก่อนเป็นผู้ชนะ
backgammon-rules-3 = ผู้เล่นแต่ละคนเริ่มด้วยหมากสองตัวที่ช่อง 24 ห้าตัวที่ช่อง 13 สามตัวที่ช่อง 8 และห้าตัวที่ช่อง 6 ของตน ตอนเริ่มเกม แต่ละคนทอยลูกเต๋าคนละลูก ใครได้แต้มสูงกว่าเดินก่อน โดยใช้แต้มของลูกเต๋าทั้งสองลูกที่เพิ่งทอย
backgammon-rules-4 = ## การเดิน
backgammon-rules-5 = ทอยลูกเต๋าสองลูก แล้วเดินหมากตัวละหนึ่งแต้ม หรือเดินหมากตัวเดียวด้วยทั้งสองแต้ม ทอยได้แต้มคู่เดินสี่ครั้ง ช่องที่มีหมากคู่แข่งตั้งแต่สองตัวขึ้นไปถูกปิด ลงไม่ได้และใช้พักระหว่างทางไม่ได้ ต้องใช้แต้มลูกเต๋าให้ได้มากที่สุด และถ้าใช้ได้เพียงลูกเดียว ต้องใช้แต้มที่มากกว่าเมื่อทำได้
backgammon-rules-6 = ## การตีหมาก
backgammon-rules-7 = การลงบนหมากคู่แข่งที่อยู่ตัวเดียวคือการตีหมากนั้นขึ้นบาร์ หมากบนบาร์ต้องกลับเข้ามาทางบ้านของคู่แข่งก่อนจะเดินตัวอื่น ถ้าเข้าไม่ได้ เสียทั้งตา
backgammon-rules-8 = ## การเก็บหมากออก
backgammon-rules-9 = เมื่อหมากทั้งสิบห้าตัวอยู่ในบ้านแล้ว จึงเริ่มเก็บออกได้ ลูกเต๋าแต่ละลูกเก็บหมากจากช่องที่ตรงกับแต้ม หรือจากช่องที่สูงที่สุดเมื่อไม่มีหมากอยู่ช่องสูงกว่านั้น
backgammon-rules-10 = ## การชนะ
backgammon-rules-11 = ผู้ชนะได้ชัยชนะธรรมดา ได้แกมมอนถ้าฝ่ายแพ้ยังไม่ได้เก็บหมากออกเลย หรือได้แบ็กแกมมอนถ้าฝ่ายแพ้ยังมีหมากอยู่บนบาร์หรือในบ้านของผู้ชนะด้วย Tabula เล่นโดยไม่ใช้ลูกเต๋าเดิมพันสองเท่า (doubling cube)

## Platform ends: how a game ended when the rules did not end it.
# $side is the seat's name.
end-resigned = { $side }ยอมแพ้
# "Draw" as in a drawn game.
end-draw-agreed = ตกลงเสมอกัน
end-timeout = { $side }หมดเวลา
end-abandoned = { $side }ออกจากเกม
# A ranked game's end when the player's device sent the server a computer move the computer does not make.
end-forfeited = { $side }ถูกปรับแพ้: มีการส่งตาเดินของคอมพิวเตอร์ที่คอมพิวเตอร์ไม่ได้เดิน
end-aborted = ยกเลิกเกมแล้ว — ไม่มีผลแพ้ชนะ

## Online rooms: a friend on another device.
room-online = เพื่อนออนไลน์
room-clock = นาฬิกา
room-untimed = ไม่จับเวลา
room-loading = กำลังเปิดห้อง…
room-unknown = ไม่มีห้องนี้
room-expired = คำเชิญนี้หมดอายุแล้ว
room-gone-hint = ขอลิงก์ใหม่จากเพื่อน หรือเริ่มเกมของคุณเอง
room-waiting = กำลังรอให้เพื่อนเปิดลิงก์…
room-invite = ส่งลิงก์นี้ให้เพื่อนของคุณ:
room-copy = คัดลอกลิงก์
room-copied = คัดลอกแล้ว
room-share = แชร์
room-free-seat = (ที่นั่งว่าง)
room-you = คุณ
room-connected = เชื่อมต่ออยู่
room-away = ขาดการเชื่อมต่อ
room-reconnecting = การเชื่อมต่อขาดหาย — กำลังเชื่อมต่อใหม่…
room-watching = คุณกำลังชมเกมนี้
room-watchers = ผู้ชม { $count } คน
room-resign = ยอมแพ้
room-keep-playing = เล่นต่อ
room-resign-confirm = ยอมแพ้เกมนี้หรือไม่? คู่แข่งจะเป็นฝ่ายชนะ
# "Draw" as in a drawn game.
room-offer-draw = ขอเสมอ
room-draw-incoming = คู่แข่งของคุณขอเสมอ
room-draw-declined = คู่แข่งปฏิเสธการขอเสมอ
room-draw-sent = คุณขอเสมอแล้ว กำลังรอคู่แข่ง…
room-accept = ยอมรับ
room-decline = ปฏิเสธ
room-abort = ยกเลิกเกม
room-roll = ทอยลูกเต๋า
room-gone = { $seconds ->
    [0] คู่แข่งของคุณออกไปแล้ว คุณขอรับผลเกมได้
   *[other] คู่แข่งของคุณออกไปแล้ว คุณขอรับผลเกมได้ในอีก { $seconds } วินาที
}
room-claim-win = ขอรับชัยชนะ
room-claim-draw = ขอให้เสมอ
room-rematch = แข่งใหม่
room-rematch-offered = คุณขอแข่งใหม่แล้ว กำลังรอคู่แข่ง…
room-rematch-incoming = คู่แข่งของคุณอยากแข่งใหม่

## What the server refused, by its code.
error-malformed_json = แอปส่งข้อมูลที่เซิร์ฟเวอร์อ่านไม่ได้ กรุณาโหลดหน้าใหม่
error-invalid_body = แอปส่งข้อมูลที่เซิร์ฟเวอร์อ่านไม่ได้ กรุณาโหลดหน้าใหม่
error-invalid_query = ที่อยู่นี้ไม่ถูกต้อง
error-invalid_path = ที่อยู่นี้ไม่ถูกต้อง
error-invalid_input = มีบางอย่างในแบบฟอร์มไม่ถูกต้อง
error-unsupported_media_type = แอปส่งข้อมูลที่เซิร์ฟเวอร์อ่านไม่ได้ กรุณาโหลดหน้าใหม่
error-too_large = ข้อมูลใหญ่เกินกว่าจะส่งได้
error-cross_site = ถูกปฏิเสธ: คำขอไม่ได้มาจากหน้าของ Tabula
error-wrong_host = ที่อยู่นี้ไม่ใช่ของ Tabula: โปรดเปิด Tabula จากที่อยู่ปกติ
error-not_found = ไม่พบ
error-method_not_allowed = เซิร์ฟเวอร์ไม่รับคำขอแบบนี้
error-rate_limited = ลองหลายครั้งเกินไป — รอสักครู่แล้วลองใหม่
error-request_timeout = คำขอใช้เวลานานเกินไป — ตรวจสอบการเชื่อมต่อแล้วลองใหม่
error-too_many_connections = เปิดเกมจากการเชื่อมต่อนี้มากเกินไป — ปิดสักเกมแล้วลองใหม่
error-internal = เกิดข้อผิดพลาดบนเซิร์ฟเวอร์
error-unavailable = เซิร์ฟเวอร์ไม่ว่าง กรุณาลองใหม่
error-update_required = Tabula อัปเดตแล้ว กรุณาโหลดหน้าใหม่
error-unauthorized = กรุณาเข้าสู่ระบบก่อน
error-invalid_credentials = ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง
error-invalid_username = ชื่อผู้ใช้ยาว 3 ถึง 24 ตัว ประกอบด้วยอักษรละติน (a–z) ตัวเลข _ หรือ -
error-username_taken = ชื่อผู้ใช้นี้มีคนใช้แล้ว
error-weak_password = รหัสผ่านยาว 10 ถึง 256 ตัว มีตัวอักษรต่างกันอย่างน้อย 5 ตัว และต้องไม่มีชื่อผู้ใช้ของคุณ
error-unknown_locale = ไม่มีภาษานี้
error-unknown_game = ไม่มีเกมนี้
error-not_in_ranked = ทำไม่ได้ในเกมจัดอันดับ: เกมที่เริ่มแล้วจะถูกนับเสมอ — ยอมแพ้หากต้องการจบเกม
error-room_expired = คำเชิญนี้หมดอายุแล้ว
error-room_full = ที่นั่งทั้งสองมีคนนั่งแล้ว คุณชมได้
error-too_many_spectators = มีผู้ชมเกมนี้มากเกินไปแล้ว
error-game_over = เกมจบแล้ว
error-not_a_player = คุณเป็นผู้ชม เฉพาะผู้เล่นเท่านั้นที่เดินได้
error-not_your_turn = ยังไม่ถึงตาของคุณ
error-illegal_action = เดินแบบนี้ไม่ได้
error-bad_message = แอปส่งข้อมูลที่เซิร์ฟเวอร์ไม่เข้าใจ กรุณาโหลดหน้าใหม่
# "Draw" as in a drawn game.
error-draws_not_allowed = เกมนี้ไม่มีการตกลงเสมอ
error-draw_offer_too_soon = คุณขอเสมอได้อีกครั้งหลังจากเดินไปอีกยี่สิบตานับจากครั้งล่าสุดที่ขอ
error-no_draw_offer = ไม่มีคำขอเสมอให้ตอบ
error-too_late_to_abort = ผู้เล่นทั้งสองเดินแล้ว ยกเลิกเกมไม่ได้อีก
error-claim_too_early = คู่แข่งของคุณยังออกไปไม่นานพอ
error-no_rematch = แข่งใหม่ได้เมื่อเกมจบแล้วเท่านั้น
error-too_long = เกมยาวถึงขีดจำกัดแล้ว
error-account_required = เกมจัดอันดับเล่นได้เฉพาะผู้มีบัญชี: กรุณาเข้าสู่ระบบเพื่อเล่น
error-unknown = เซิร์ฟเวอร์ปฏิเสธคำขอนี้

## Piece legend (the board page and the rules page of Xiangqi and Banqi)

legend-title = หมาก
xiangqi-legend-king = เดินตรงครั้งละหนึ่งจุดตัด ไม่ออกนอกวัง ขุนทั้งสองห้ามเผชิญหน้ากันบนแนวตั้งที่ไม่มีหมากคั่น
xiangqi-legend-advisor = เดินทแยงครั้งละหนึ่งจุดตัด ไม่ออกนอกวัง
xiangqi-legend-elephant = เดินทแยงสองจุดพอดี ไม่ข้ามแม่น้ำ และเดินไม่ได้ถ้าจุดกึ่งกลางมีหมาก
xiangqi-legend-horse = เดินตรงหนึ่งจุด แล้วทแยงออกอีกหนึ่งจุด เดินไม่ได้ถ้ามีหมากติดอยู่ในทิศนั้น
xiangqi-legend-chariot = เดินตามแนวตรงได้ไม่จำกัดระยะ โดยไม่ข้ามหมาก
xiangqi-legend-cannon = เดินเหมือนรถ แต่กินได้ด้วยการกระโดดข้ามหมากหนึ่งตัวพอดีเท่านั้น
xiangqi-legend-soldier = เดินหน้าครั้งละหนึ่งจุด เมื่อข้ามแม่น้ำแล้วเดินซ้ายหรือขวาได้ด้วย ไม่ถอยหลัง
banqi-legend-intro = หมากทุกตัวเดินหนึ่งช่อง ขึ้น ลง ซ้าย หรือขวา และกินหมากคู่แข่งที่หงายอยู่ซึ่งมียศเท่ากันหรือต่ำกว่า ยกเว้นที่ระบุไว้
banqi-legend-king = ยศ 1 กินได้ทุกตัว ยกเว้นเบี้ย
banqi-legend-advisor = ยศ 2 กินได้ทุกตัว ยกเว้นขุน
banqi-legend-elephant = ยศ 3 กินช้าง รถ ม้า ปืน และเบี้ย
banqi-legend-chariot = ยศ 4 กินรถ ม้า ปืน และเบี้ย
banqi-legend-horse = ยศ 5 กินม้า ปืน และเบี้ย
banqi-legend-cannon = กินหมากคู่แข่งที่หงายอยู่ได้ทุกยศ แต่ต้องกระโดดข้ามหมากหนึ่งตัวพอดีตามแถวหรือคอลัมน์เท่านั้น เบี้ยกินปืนไม่ได้
banqi-legend-soldier = ยศ 6 กินเบี้ยและขุนได้ แต่กินปืนไม่ได้

## Sound (the button in the panel beside the board)

sound-on = เสียง: เปิด
sound-off = เสียง: ปิด

## Standard formats (the record panel: what a game is written as, what a paste could not be read as)

play-import-empty = วางบันทึก ตำแหน่ง หรือรายการตาเดินก่อน
play-import-unrecognised = Tabula อ่านข้อความนี้เป็น{ $game }ไม่ได้ รูปแบบที่อ่านได้: { $formats }
play-import-character = บรรทัด { $line } คอลัมน์ { $column }: “{ $found }” ไม่ควรอยู่ตรงนั้น
play-import-incomplete = ข้อความจบเร็วเกินไป: ความเห็น แท็ก หรือบันทึกยังไม่ถูกปิด
play-import-move-unread = ตาที่ { $ply } (“{ $action }”) ไม่ใช่ตาเดินที่ Tabula อ่านได้
play-import-move-ambiguous = ตาที่ { $ply } (“{ $action }”) อาจหมายถึงได้มากกว่าหนึ่งตาเดินตรงนั้น
play-import-move-after-end = ตาที่ { $ply } (“{ $action }”) มาหลังจากเกมจบแล้ว
play-import-several-games = ไฟล์นี้มี { $count } เกม: เปิดได้ทีละเกม
play-export-format = เกมในรูปแบบ
play-export-download = ดาวน์โหลดในรูปแบบนี้
play-export-unavailable = เขียนเกมนี้ในรูปแบบนั้นไม่ได้ เพราะไม่ได้เริ่มจากการตั้งหมากแบบปกติ
format-json = บันทึก Tabula (JSON)
format-fen = ตำแหน่ง FEN
format-iccs = ตาเดิน ICCS
format-wxf = ตาเดิน WXF
format-pgn = PGN
format-gnubg-id = รหัส GNU Backgammon
format-mat = ไฟล์แมตช์ (.mat)
format-opentafl-position = ตำแหน่ง OpenTafl
format-opentafl-game = บันทึกเกม OpenTafl

## The Hint button (casual games: the Expert's move for the person, shown on the board)

play-hint = คำใบ้
play-hint-is = คำใบ้: { $move }
play-hint-failed = ครั้งนี้ไม่มีคำใบ้: คอมพิวเตอร์ตอบไม่ได้

## The review of a finished game

review-start = ทบทวนเกม
review-thinking = คอมพิวเตอร์กำลังทบทวนเกม…
review-heading = การทบทวน
review-chances = โอกาสชนะของ { $side } ในแต่ละตา
review-mistake = ตาที่ { $number }, { $side }: { $played } เสีย { $lost } % — ดีกว่า: { $better }
review-none = ไม่มีความผิดพลาดร้ายแรง: เล่นได้ดี
review-failed = ไม่สามารถทบทวนเกมนี้ได้

## Greetings in rooms and player profiles (issue 39, parts 4 and 3)

greeting-hello = สวัสดี!
greeting-good_luck = โชคดีนะ!
greeting-have_fun = ขอให้สนุกนะ!
greeting-well_played = เล่นได้ดีมาก!
greeting-good_game = เป็นเกมที่ดีมาก!
greeting-thank_you = ขอบคุณ!
greeting-sorry = ขอโทษ!
greeting-oops = อุ๊ย!
greeting-rematch = เล่นอีกตาไหม?
greeting-have_to_go = ขอตัวก่อนนะ
greetings-label = คำทักทาย
greetings-said = { $name }: { $phrase }
greetings-mute = ปิดคำทักทาย
greetings-unmute = แสดงคำทักทาย
error-unknown_greeting = นี่ไม่ใช่คำทักทายที่กำหนดไว้
error-too_many_greetings = ส่งคำทักทายถี่เกินไป รอสักครู่
profile-chart = เรตติ้ง { $game } ในแต่ละเกม
profile-archive = เกมที่จบแล้ว
profile-none = ยังไม่มีเกมที่จบแล้ว
profile-more = เกมเก่ากว่านี้
profile-guest = ผู้เยี่ยมชม
profile-against = พบกับ
profile-result-win = ชนะ
profile-result-loss = แพ้
profile-result-draw = เสมอ
profile-result-aborted = ยกเลิก
profile-reason-rules = ตามกติกา
profile-reason-resigned = ด้วยการยอมแพ้
profile-reason-draw_agreed = ด้วยการตกลงเสมอ
profile-reason-timeout = หมดเวลา
profile-reason-abandoned = มีผู้ทิ้งเกม
profile-reason-forfeited = ถูกปรับแพ้
profile-reason-aborted = ก่อนที่ทั้งสองฝ่ายจะเดิน
profile-ranked = จัดอันดับ
profile-rated = คิดเรตติ้ง
profile-casual = เล่นสบาย ๆ
profile-download = ดาวน์โหลด
profile-game-page = หน้าเกม
## The lobby (/play: open games offered to anyone, quick pairing)

nav-lobby = เล่นออนไลน์
home-lobby = เล่นกับผู้อื่นออนไลน์: เปิดล็อบบี้
game-lobby = หาคู่แข่งออนไลน์
lobby-title = ล็อบบี้
lobby-lead = เกมที่ผู้คนเปิดรออยู่ตอนนี้ เข้าร่วมเกมหนึ่ง เปิดเกมของคุณเอง หรือให้การจับคู่ด่วนหาคู่แข่งที่ฝีมือใกล้เคียงกับคุณ
lobby-quick = จับคู่ด่วน
lobby-create = เปิดเกม
lobby-create-button = สร้างเกม
lobby-game = เกม
lobby-clock = นาฬิกา
lobby-untimed = ไม่จับเวลา
lobby-rated = จัดอันดับ
lobby-rated-hint = เกมจัดอันดับเล่นระหว่างบัญชี: เข้าสู่ระบบเพื่อเปิดเกม
lobby-casual = เล่นสบาย ๆ
lobby-kind = ประเภท
lobby-open = เกมที่เปิดรอ
lobby-none = ตอนนี้ยังไม่มีใครเปิดเกม สร้างเกมเอง หรือลองจับคู่ด่วน
lobby-player = ผู้เล่น
lobby-rating = คะแนน
lobby-join = เข้าร่วม
lobby-cancel = ยกเลิก
error-own_seek = นี่คือเกมของคุณเอง: รอให้คนอื่นเข้าร่วม
error-seek_exists = คุณเปิดเกมประเภทนี้อยู่แล้ว: เปิดได้เกมละหนึ่ง
error-too_many_seeks = คุณเปิดเกมไว้สามเกมแล้ว: ยกเลิกหนึ่งเกมก่อน

## Issue 38 (fixes38): what a player sees and stumbles over

position-problem-fields = ไม่มีส่วนต่าง ๆ ที่ตำแหน่งของเกมนี้ต้องมี
position-problem-rank-count = กระดานมี { $found } แถว แทนที่จะเป็น { $expected }
position-problem-rank-length = แถว { $rank } มี { $squares } ช่อง แทนที่จะเป็น { $expected }
position-problem-piece = “{ $piece }” ไม่ใช่หมากของเกมนี้
position-problem-side = “{ $found }” ไม่ได้บอกว่าถึงตาใคร
position-problem-counter = “{ $found }” ไม่ใช่ตัวนับตาเดินที่ถูกต้อง
position-problem-field = “{ $found }” ไม่ควรอยู่ในตำแหน่งนี้
position-problem-kings = มีคิง { $count } ตัว แต่มีได้เพียงตัวเดียว
position-problem-generals = ฝ่ายหนึ่งมีขุน { $count } ตัว แต่ละฝ่ายมีขุนตัวเดียวเท่านั้น
position-problem-too-many = หมาก “{ $piece }” มากกว่า { $max } ตัวที่ชุดมี
position-problem-square = “{ $piece }” อยู่ที่ { $square } ไม่ได้
position-problem-in-check = ฝ่ายที่เพิ่งเดินกำลังถูกรุก
position-problem-captured = หมากที่ถูกกินและหมากที่คว่ำอยู่รวมกันไม่ตรงกับชุด
position-problem-colours = ยังไม่ได้กำหนดสี แต่เกมเริ่มไปแล้ว
position-problem-board-size = Tabula เล่นบนกระดาน 11×11 ไม่ใช่ { $size }
position-problem-id = นี่ไม่ใช่ ID ของ GNU Backgammon
position-problem-checkers = ฝ่ายหนึ่งมีหมาก { $count } ตัว แต่ละฝ่ายมี 15 ตัว
position-problem-shared-point = ทั้งสองฝ่ายมีหมากอยู่บนช่อง { $point }
position-problem-match-state = ลูกเต๋าหรือสถานะเกมใน Match ID ไม่ตรงกับกระดาน
end-resigned-size = { $side }ยอมแพ้ นับเป็น{ $size }
play-taken-from = หมากที่{ $side }เสีย
backgammon-numbering = ช่องนับเลขจากฝั่ง{ $side } ตามบนกระดาน (บันทึกที่ส่งออกนับเลขแต่ละตาจากฝั่งของผู้เดิน)
