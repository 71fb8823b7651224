# Lời của ứng dụng: trình đơn, màn hình bàn chơi, thông báo.

## Từ dùng chung
on = bật
off = tắt
back = Quay lại
level-random = ngẫu nhiên
level-beginner = người mới
level-easy = dễ
level-medium = vừa
level-advanced = nâng cao
level-hard = khó
to-move = Lượt của { $player }
wins = { $player } thắng
drawn = Hòa
thinking = { $player } đang suy nghĩ{ $dots }
computer-to-move = Lượt của { $player } (máy)
hint-looking-through = Đang xem lại ván: Làm lại để tiến, Hoàn tác để lùi, Đầu và Cuối để nhảy. Đi một nước để chơi tiếp từ đây.
hint-watch-computer = Hãy xem nước đi của máy. Ctrl+Z rút lại nước cuối của bạn và nước đáp của máy.
problem = { $detail }
named-problem = { $name }: { $detail }
curtain-preparing = Đang bày bàn… { $ready } / { $total }

## Trình đơn chính
menu-players-two = 2 người chơi
menu-players-two-to-four = 2 đến 4 người chơi
menu-about-deblockle = Lật các khối và cho chúng nhảy theo ký hiệu; ai đưa hết khối của mình ra khỏi bàn trước thì thắng.
menu-about-hive = Vây kín ong chúa của đối thủ. Không có bàn cờ: các quân tạo thành tổ.
menu-about-blokus3d = Cùng xây một công trình; điểm là các ô màu của bạn nhìn thấy từ trên xuống.
menu-continue-game = { $game }, nước { $move }: { $players }
menu-continue-setup = { $game }, đang bày quân: { $players }
menu-front-hint = Chọn một trò (hoặc phím mũi tên, rồi Enter) để xem tùy chọn; Escape để quay lại.
menu-hint-deblockle = Mũi tên lên và xuống chọn một tùy chọn, trái và phải thay đổi nó. Tại bàn: nhấp một khối, rồi chỗ để lật nó, rồi chỗ nó nhảy tới.
menu-hint-hive = Mũi tên lên và xuống chọn một tùy chọn, trái và phải thay đổi nó. Tại bàn: nhấp một quân (trong kho hoặc trong tổ), rồi một ô xanh lá.
menu-hint-blokus3d = Mũi tên lên và xuống chọn một tùy chọn, trái và phải thay đổi nó. Tại bàn: nhấp một mảnh trong khay, giữ nó trên bàn xoay (R, F, G để xoay), nhấp để thả.
menu-cannot-resume = Không thể tiếp tục ván đã lưu: { $reason }
menu-nothing-to-continue = Không có ván nào để tiếp tục: ván cuối đã kết thúc, hoặc chưa có ván nào được lưu.
menu-continue = Tiếp tục
menu-play = Chơi
menu-tutorial = Hướng dẫn
menu-puzzles = Câu đố
menu-games = Các ván
menu-settings = Cài đặt
menu-quit = Thoát

## Cài đặt
settings-title = Cài đặt
settings-hint = Trỏ vào một cài đặt để xem nó làm gì. Mũi tên lên và xuống chọn một cài đặt, trái và phải thay đổi nó. Mỗi cài đặt được nhớ cho lần sau.
settings-unreadable = Không đọc được cài đặt ({ $error }). Dùng giá trị mặc định, và tệp được giữ nguyên.
settings-group-sound = Âm thanh
settings-group-table = Tại bàn
settings-group-reading = Chữ và màu
settings-group-screen = Màn hình
settings-percent = { $percent } %
settings-speed = { $speed }x
settings-volume = Âm lượng tiếng
settings-volume-about = Tiếng quân, xúc xắc và thông báo to đến đâu; 0 % là im lặng.
settings-music-volume = Âm lượng nhạc
settings-music-volume-about = Nhạc nền của các trò to đến đâu; 0 % là im lặng.
settings-animation-speed = Tốc độ hoạt cảnh
settings-animation-speed-about = Quân lăn, trượt và bay nhanh đến đâu: 2x mất nửa thời gian, 0.5x lâu gấp đôi.
settings-auto-turn = Máy quay quay về người chơi
settings-auto-turn-about = Sau mỗi nước đi máy quay quay về phía người đến lượt, cho hai người chơi chung một màn hình.
settings-evaluation = Đánh giá tại bàn
settings-evaluation-about = Một thanh tại bàn cho biết máy tính nghĩ ai đang dẫn (F4 hiện hoặc ẩn nó khi đang chơi).
settings-language = Ngôn ngữ
settings-language-about = Ngôn ngữ của mọi màn hình, bài học và luật; theo hệ thống là theo máy tính của bạn.
settings-language-system = Theo hệ thống ({ $name })
settings-language-name = { $name }
settings-ui-scale = Cỡ chữ
settings-ui-scale-about = Cỡ chữ và mọi thứ trên màn hình, thêm vào tỉ lệ hiển thị của hệ thống.
settings-palette = Màu
settings-palette-about = Cho mọi mắt: màu người chơi phân biệt được với mọi kiểu nhìn màu, và có biểu tượng trên quân nào chỉ nhờ màu mới biết là của ai.
settings-palette-standard = Màu riêng của từng trò
settings-palette-colour-blind = Cho mọi mắt
settings-fullscreen = Toàn màn hình
settings-fullscreen-about = Trò chơi lấp đầy cả màn hình (F11 bật tắt bất cứ lúc nào).
settings-frame-rate = Tốc độ khung hình
settings-frame-rate-about = Tối đa bấy nhiêu hình mỗi giây: ít hơn giúp máy mát và êm hơn.
settings-frame-rate-free = Theo khả năng màn hình
settings-frame-rate-cap = Tối đa { $cap } mỗi giây
settings-low-power = Chế độ tiết kiệm điện
settings-low-power-about = Tối đa 30 hình mỗi giây, và một hình mỗi giây khi cửa sổ ở nền: cho máy xách tay chạy pin.

## Phím (F1)
help-reminder = F1: phím
help-reminder-pad = { $select }: các nút
pad-cursor = di chuyển
pad-press = chọn
pad-back = quay lại
pad-choose = lựa chọn tiếp
pad-menu = menu
keyboard-space = dấu cách
keyboard-delete = xóa
keyboard-done = xong
keyboard-caret = con trỏ
keyboard-close = đóng
pad-dpad = D-pad
pad-cross = X
pad-circle = Tròn
pad-square = Vuông
pad-triangle = Tam giác
deblockle-hint-idle-pad = Dùng { $dpad } đi tới một khối của bạn (khối đang sáng) rồi nhấn { $a }, hoặc chọn bằng { $shoulders }.
deblockle-hint-block-pad = Nhấn { $a } trên một ô xanh lá để lật khối lên đó. { $b } để chọn lại.
deblockle-hint-tipped-pad = { $face } ở trên: nhấn { $a } trên một ô xanh dương để nhảy tới. { $b } để lật lại.
hive-hint-idle-pad = Dùng { $dpad } đi tới một quân của bạn rồi nhấn { $a }, hoặc chọn bằng { $shoulders } (cả quân trong kho).
hive-hint-picked-pad = { $piece }: { $count ->
   *[other] { $count } chỗ
} có thể đi. Nhấn { $a } trên một ô xanh lá, hoặc { $b }.
blokus-hint-idle-pad = Nhấn { $a } để lấy một mảnh trong khay { $colour } ({ $shoulders } để chọn mảnh khác), rồi dùng { $dpad } giữ nó trên bàn xoay.
blokus-hint-fits-pad = { $piece } vừa ở đây, { $cubes ->
    [0] nằm trên bàn xoay
   *[other] tựa trên { $cubes } khối
}: nhấn { $a } để thả. { $x }, { $y }, { $rt } để xoay.
save-hint-pad = { $a }: bàn phím để gõ tên. { $menu } để lưu, { $b } để hủy. Ván được lưu vào thư mục các ván.
menu-front-hint-pad = Chọn một trò bằng { $dpad } và { $a } để xem tùy chọn; { $b } để quay lại.
menu-hint-deblockle-pad = Lên và xuống trên { $dpad } chọn một tùy chọn, trái và phải thay đổi nó. Tại bàn: đi tới một khối và nhấn { $a }, rồi chỗ để lật nó, rồi chỗ nó nhảy tới.
menu-hint-hive-pad = Lên và xuống trên { $dpad } chọn một tùy chọn, trái và phải thay đổi nó. Tại bàn: đi tới một quân và nhấn { $a } (kho bằng { $shoulders }), rồi trên một ô xanh lá.
menu-hint-blokus3d-pad = Lên và xuống trên { $dpad } chọn một tùy chọn, trái và phải thay đổi nó. Tại bàn: { $a } lấy một mảnh, { $dpad } giữ nó trên bàn xoay ({ $x }, { $y }, { $rt } để xoay), { $a } thả nó.
settings-hint-pad = Lên và xuống trên { $dpad } chọn một cài đặt, trái và phải thay đổi nó. Mỗi cài đặt được nhớ cho lần sau.
hint-watch-computer-pad = Hãy xem nước đi của máy. { $menu }, rồi Hoàn tác, rút lại nước cuối của bạn và nước đáp của máy.
setup-hint-drag-pad = { $dpad } đặt một khối lên ô sáng của { $owner } và di chuyển nó qua các ô đó.
setup-hint-turn-pad = { $x } xoay khối đang chọn; mặt đã gieo vẫn ở trên. { $shoulders } để chọn khối khác.
setup-hint-all-placed-pad = Đã đặt xong. Xoay khối bất kỳ bằng { $x }, di chuyển bằng { $dpad }, hoặc nhấn { $a } (Xong).
help-title-pad = Nút tay cầm
help-hides-pad = { $select } để ẩn bảng này.
help-camera-orbit-pad = Cần phải: xoay máy quay
help-undo-redo-pad = { $menu }, rồi Hoàn tác hoặc Làm lại: hoàn tác, làm lại
help-hint-pad = { $menu }, rồi Gợi ý: gợi ý (nước đi của máy, sẵn sàng để đi)
help-hive-click-pad = { $dpad } và { $a }: một quân (kho hoặc tổ), rồi một ô xanh lá
help-hive-tab-pad = { $shoulders }: đi qua các quân có thể đi, rồi các chỗ đến của quân đã chọn; { $a }: chọn
help-hive-escape-pad = { $b }: bỏ chọn quân
help-blokus-click-pad = { $a }: lấy một mảnh; { $dpad }: giữ nó trên một cột; { $a }: thả nó
help-blokus-take-pad = { $shoulders }: lấy mảnh khác
help-blokus-turn-pad = { $x }, { $y }, { $rt }: xoay quanh trục đứng, lật, lăn
help-blokus-escape-pad = { $b }: đặt lại vào khay
help-deblockle-click-pad = { $dpad } và { $a }: một khối, chỗ lật nó, chỗ nó nhảy tới
help-deblockle-walk-pad = { $shoulders }, { $a }: duyệt các lựa chọn, chọn một
help-deblockle-escape-pad = { $b }: lùi một bước (lật khối về)
help-rules-pad = { $menu }, rồi Luật: cách chơi trò này
help-hive-queens-pad = { $menu }, rồi Cạnh Ong chúa: các cạnh còn trống của Ong chúa
help-hive-pass-pad = { $menu }, rồi Bỏ lượt: bỏ lượt (chỉ khi không còn nước nào khác)
help-blokus-aids-pad = { $menu }, rồi Chỗ đặt, Giới hạn, Từ trên: chỗ đặt hợp lệ, giới hạn độ cao, nhìn từ trên xuống
guide-clicks = Chỗ nào hướng dẫn nói nhấp, con trỏ và nút nhấn của tay cầm làm điều tương tự.
guide-clicks-pad = Chỗ nào ghi nhấp: dùng { $dpad } đi tới đó rồi nhấn { $a }.
guide-read-on = Còn tiếp bên dưới: lăn chuột hoặc PgDn để đọc tiếp.
guide-read-on-pad = Còn tiếp bên dưới: { $lt } để đọc tiếp.
help-title = Phím
help-hides = F1 để ẩn bảng này.
help-camera-orbit = Kéo chuột phải, phím mũi tên: xoay máy quay
help-camera-zoom = Con lăn, + và -: phóng to thu nhỏ
help-camera-pan = Shift + kéo chuột phải, W A S D: dịch chuyển
help-camera-home = Home, nhấp chuột giữa: trở về góc nhìn bàn chơi
help-fullscreen = F11: bật hoặc tắt toàn màn hình
help-undo-redo = Ctrl+Z, Ctrl+Y: hoàn tác, làm lại
help-tree-walk = Ctrl+mũi tên trái, phải: lùi, tiến qua các nước đi; Ctrl+mũi tên lên, xuống: biến thể phía trên, phía dưới
help-marks = Nhấp chuột phải: khoanh tròn ô, lục giác hoặc cột; Ctrl+kéo chuột phải: một mũi tên; làm lại lần nữa để xóa
help-set-up = F8: bày một thế cờ trên bàn, rồi chơi với bạn hoặc với máy
help-hive-click = Nhấp: một quân (kho hoặc tổ), rồi một ô xanh lá
help-hive-tab = Tab / Shift+Tab: đi qua các quân có thể đi, rồi các chỗ đến của quân đã chọn; Enter hoặc Space: chọn
help-hive-escape = Esc: bỏ chọn quân
help-hive-queens = Q: các cạnh còn trống của Ong chúa
help-hive-pass = P: bỏ lượt (chỉ khi không còn nước nào khác)
help-blokus-click = Nhấp: một mảnh trong khay, rồi chỗ để thả
help-blokus-take = 1-9, 0, Tab, Shift+Tab: lấy một mảnh
help-blokus-turn = R, F, G: xoay quanh trục đứng, lật, lăn
help-blokus-escape = Esc: đặt lại vào khay
help-blokus-aids = H, L, T: chỗ đặt hợp lệ, giới hạn độ cao, nhìn từ trên xuống
help-blokus-turntable = Q, E, kéo mép bàn: xoay bàn xoay
help-deblockle-click = Nhấp: một khối, chỗ lật nó, chỗ nó nhảy tới
help-deblockle-walk = Tab, Shift+Tab, Enter: duyệt các lựa chọn, chọn một
help-deblockle-escape = Esc: lùi một bước (lật khối về)
help-hint = F3: gợi ý (nước đi của máy, sẵn sàng để đi)
help-evaluation = F4: đánh giá (ai đang dẫn), bật hoặc tắt
help-review = F5: xem lại ván (máy chấm từng nước)
help-analyse = F6: tự do khám phá: mọi phe là của bạn, không chương trình nào đáp lại
help-play-on = F7: chơi tiếp từ đây với máy (máy cầm các phe còn lại)

## Nút tại bàn
hud-moves = Nước đi
tree-promote = Nâng lên
tree-delete = Xóa
tree-comment-hint = Nhận xét của bạn về nước đi này
hud-undo = Hoàn tác  Ctrl+Z
hud-undo-pad = Hoàn tác
hud-redo = Làm lại  Ctrl+Y
hud-redo-pad = Làm lại
hud-start = |< Đầu
hud-end = Cuối >|
hud-save = Lưu
hud-menu = Trình đơn
hud-rematch = Chơi lại

## Deblockle tại bàn
deblockle-hint-idle = Nhấp một khối của bạn (khối đang sáng), hoặc nhấn Tab.
deblockle-hint-block = Nhấp một ô xanh lá để lật khối lên đó. Esc để chọn lại.
deblockle-hint-tipped = { $face } ở trên: nhấp một ô xanh dương để nhảy tới. Esc để lật lại.
deblockle-off-board = Đã ra khỏi bàn: Vàng { $gold }/{ $gold-total }, Ngọc { $teal }/{ $teal-total }

## Hive tại bàn
game-over = Hết ván
hint-game-over = Hoàn tác để xem lại, hoặc chơi ván mới.
waiting-for = Đang chờ { $player }.
no-games-folder = hệ thống này không có thư mục lưu ván
seat-person = người
seat-computer = máy ({ $level })
seat-engine = chương trình { $name }
hive-queen-sides = Cạnh Ong chúa  Q
hive-queen-sides-pad = Cạnh Ong chúa
hive-pass = Bỏ lượt  P
hive-export = Xuất
hive-exported = Đã lưu ván dạng PGN (Mzinga, hivegame.com) vào { $path }
hive-not-exported = Chưa xuất được: { $error }
hive-passed = { $player } không có nước đi hợp lệ nên bỏ lượt.
hive-player = { $colour } ({ $seat })
hive-turn = Lượt của { $player }, vòng { $turn }
hive-hint-must-pass = { $player } không có nước đi hợp lệ: nhấn Bỏ lượt.
hive-hint-picked = { $piece }: { $count ->
   *[other] { $count } chỗ
} có thể đi. Nhấp một ô xanh lá, hoặc Esc.
hive-hint-idle = Nhấp một quân của bạn, trong kho hoặc trong tổ.
hive-wins = { $player } thắng: Ong chúa { $loser } bị vây kín.
hive-draw-queens = Hòa: cả hai Ong chúa đều bị vây kín.
hive-draw-agreed = Hòa, do hai người chơi thỏa thuận.
hive-draw-repetition = Hòa: cùng một thế cờ lần thứ ba.
opponent-failed = { $who } không đi được ({ $reason }). Giờ bạn chơi bên { $colour }.
hive-engine-missing = Hãy gõ lệnh chạy chương trình (đường dẫn tới nó) trước.
hive-engine-command = Lệnh chương trình (một chương trình UHP: Mzinga, nokamute...):
list-and = { $first } và { $rest }
list-comma = { $first }, { $rest }

## Blokus 3D tại bàn
blokus-turn-r = Xoay R
blokus-turn-r-pad = Xoay { $x }
blokus-tip-f = Lật F
blokus-tip-f-pad = Lật { $y }
blokus-roll-g = Lăn G
blokus-roll-g-pad = Lăn { $rt }
blokus-spots = Chỗ đặt H
blokus-spots-pad = Chỗ đặt
blokus-limits = Giới hạn L
blokus-limits-pad = Giới hạn
blokus-top = Từ trên T
blokus-top-pad = Từ trên
blokus-out = { $colours } không đặt được mảnh nào nữa: bị loại khỏi ván.
blokus-game-over = Hết ván: không ai đặt được nữa
blokus-turn = Lượt đặt của { $colour } (người chơi { $player }, { $seat })
blokus-score = { $colour } { $score }
blokus-scores-heading = Điểm:
blokus-hint-idle = Nhấp một mảnh trong khay { $colour } (hoặc nhấn 1-9, 0, Tab), rồi giữ nó trên bàn xoay.
blokus-hint-in-hand = Đang cầm { $piece }: giữ nó trên bàn xoay.
blokus-hint-fits = { $piece } vừa ở đây, { $cubes ->
    [0] nằm trên bàn xoay
   *[other] tựa trên { $cubes } khối
}: nhấp để thả. R, F, G để xoay.
blokus-hint-refused = { $piece }: { $reason }
blokus-player = người chơi { $number }
blokus-player-score = người chơi { $number }: { $score }
blokus-wins = { $winners } thắng ({ $scores })
blokus-shared = { $winners } cùng thắng ({ $scores })
blokus-structure-a = A Tháp
blokus-structure-b = B Tường
blokus-structure-c = C Bậc thang
blokus-structure-d = D Kim tự tháp

## Màn hình các ván đã lưu
games-title = Các ván đã lưu
games-none = Chưa có ván nào được lưu: nút Lưu tại bàn sẽ giữ ván ở đây.
games-folder = Các ván được giữ trong { $folder }. Chép một bản ghi vào đó (từ `tabletop-cli deblockle match --record`, hoặc của bạn bè) để mở. Các ván Hive từ hivegame.com, Mzinga (.pgn) và BoardSpace (.sgf) cũng mở được.
games-entry = { $name }: { $game }, { $moves ->
   *[other] { $moves } nước
}, { $end }
games-entry-blokus = { $name }: Blokus 3D, { $pieces ->
   *[other] { $pieces } mảnh
}, { $end }
games-won = { $player } thắng
games-drawn = hòa
games-unfinished = chưa xong
games-over = đã kết thúc
games-unreadable = Không mở được: { $detail }
games-reading = Đang đọc các ván đã lưu: { $read } trên { $total }…

## Chuẩn bị Deblockle
setup-dice-failed = Không gieo được xúc xắc; hãy bắt đầu ván mới từ trình đơn.
setup-turn-left = Xoay trái  Shift+R
setup-turn-right = Xoay phải  R
setup-turn-right-pad = Xoay phải  { $x }
setup-done = Xong  Enter
setup-done-pad = Xong  { $a }
setup-computer-rolls = Máy gieo các khối của { $owner }
setup-computer-places = Máy đặt các khối của { $owner }
setup-rolls = { $roller }, hãy gieo các khối của { $owner }
setup-places = { $roller }, hãy đặt các khối của { $owner }
setup-hint-tumble = Các khối lăn vào khay; khối nào dừng nghiêng sẽ được gieo lại.
setup-rolled = Đã gieo: { $faces }
setup-hint-at-random = Đã đặt ngẫu nhiên.
setup-hint-watch = Hãy xem máy đặt chúng ở đâu: máy chọn ô và hướng xoay.
setup-friend-rolls = Bạn mình đang gieo các khối của { $owner }
setup-friend-places = Bạn mình đang đặt các khối của { $owner } trên máy của họ
setup-hint-friend = Cùng một lượt gieo rơi trên màn hình của họ; cách đặt của họ sẽ tới khi họ nhấn Xong.
setup-fell-otherwise = Xúc xắc rơi khác đi trên máy của bạn mình: lượt gieo của họ được tính, như họ thấy.
setup-hint-all-placed = Đã đặt xong. Xoay khối bất kỳ bằng R, di chuyển nó, hoặc nhấn Xong.
setup-hint-drag = Kéo từng khối lên một ô sáng của { $owner }, hoặc nhấp một khối rồi một ô.
setup-hint-turn = R hoặc con lăn xoay khối đang chọn; mặt đã gieo vẫn ở trên. Phím: Tab chọn khối, Enter đặt xuống, Space chuyển sang khối khác.

## Lưu ván
save-title = Lưu ván với tên
save-hint = Enter để lưu, Esc để hủy. Ván được lưu vào thư mục các ván.
save-cancel = Hủy
save-done = Đã lưu thành { $path }
save-failed = Chưa lưu được: { $error }
autosave-unreadable = Không đọc được ván đã lưu ({ $error }). Tệp được giữ nguyên, và phiên này không được lưu.
autosave-failed = Không lưu được ván ({ $error }); bản lưu trước vẫn giữ nguyên.

## Hướng dẫn
tutorial-title = Học bằng cách chơi
tutorial-intro = Chọn một trò chơi, rồi chơi các bài học của nó trên bàn. Bài đã xong có thể chơi lại; bài nào cũng có thể bỏ qua.
tutorial-lesson = { $number }. { $title }
tutorial-lesson-done = { $number }. { $title }  [xong]
tutorial-lesson-title = Bài { $number }: { $title }
tutorial-hint = Gợi ý
tutorial-restart = Chơi lại bài
tutorial-next = Bài tiếp theo
tutorial-lessons = Các bài
tutorial-unreadable = Không đọc được các bài: { $detail }
progress-unreadable = Không đọc được tiến độ ({ $error }); tiến độ chỉ được giữ trong lần chạy này.
lesson-complete = Giỏi lắm: đã xong bài.
goal-reach = Mục tiêu: đưa một khối tới { $square }.
goal-remove = { $count ->
   *[other] Mục tiêu: đưa { $count } khối ra khỏi bàn.
}
goal-win = Mục tiêu: đưa khối cuối cùng ra khỏi bàn và thắng.
goal-deblockle = Mục tiêu: khiến đối thủ không còn nước đi.
paragraphs = { $first }

    { $rest }

# Gợi ý: nước đi của máy cho người đến lượt, và lý do.
hud-hint = Gợi ý  F3
hud-hint-pad = Gợi ý
hint-thinking = Đang tìm gợi ý...
hint-none = Không có gợi ý: không còn nước nào để đi.
hint-move = Gợi ý: { $move }. { $reason }
hint-wins-now = Nước này thắng ngay.
hint-wins-in = Nước này thắng sau { $turns } lượt.
hint-holds-out = Nếu đối thủ chơi tốt nhất thì ván này thua; nước này cầm cự lâu nhất ({ $turns } lượt).
hint-draws = Nước này giữ được hòa.
hint-chance = Với nước này, cơ hội của bạn là { $percent } %.
hint-takes-block-off = Nước này đưa một khối ra khỏi bàn. { $then }

eval-wins-in = { $turns ->
    [one] { $player } thắng ở nước đi tới.
   *[other] Nếu chơi tốt nhất, { $player } thắng sau { $turns } lượt.
}
eval-drawn = Hòa nếu cả hai chơi tốt nhất.
eval-game-drawn = Ván cờ hòa.
eval-chances = { $player } đến lượt: cơ hội { $percent } %.
eval-thinking = Máy đang đánh giá thế cờ...
eval-solving = Đang giải tàn cuộc mỗi bên một khối (vài giây): đánh giá sẽ chính xác.
deblockle-endgames-building = Máy (khó) đang giải mọi tàn cuộc có ba khối, chỉ một lần (vài phút): { $percent } %
eval-line = Máy dự đoán: { $line }

hud-review = Xem lại  F5
hud-review-pad = Xem lại
review-title = Xem lại ván
review-close = Đóng
review-nothing = Chưa có nước nào để xem lại.
review-failed = Việc xem lại đã dừng trước khi xong.
review-progress = Máy đang duyệt ván: { $done } trên { $total } thế cờ.
review-summary = { $player }: { $best } tốt nhất, { $good } tốt, { $inaccuracy } thiếu chính xác, { $mistake } sai lầm, { $blunder } sai lầm nghiêm trọng.
review-next = Nước { $number }, { $player }: { $move }, { $mark }.
review-better = Máy sẽ đi { $move }: nước đó đã được bày sẵn. Làm lại sẽ đi nước của ván. V giữ nó làm biến thể.
review-end = Hết ván. Hoàn tác để lùi lại trong ván.
review-mark-best = tốt nhất
review-mark-good = tốt
review-mark-inaccuracy = thiếu chính xác
review-mark-mistake = sai lầm
review-mark-blunder = sai lầm nghiêm trọng

menu-position = Từ một thế cờ
position-title = Chơi hoặc phân tích từ một thế cờ
position-hint-deblockle = Gõ hoặc dán một thế cờ Deblockle: từng hàng từ 7 xuống 1, rồi người đến lượt (g hoặc t), như ví dụ. Các tùy chọn phía trên chọn người chơi.
position-hint-hive = Dán một UHP GameString (Base;InProgress;White[3];wS1;bG1 -wS1;...), như các chương trình Hive xuất ra. Các tùy chọn phía trên chọn người chơi.
position-hint-blokus3d = Dán một thế cờ Blokus 3D: công trình và người chơi, rồi từng lần đặt (A-2; L4:5@3,2; ...). Các tùy chọn phía trên chọn người chơi.
position-open = Mở
position-refused = Không phải thế cờ: { $reason }
editor-how = Bấm một ô: khối Vàng, khối Lam, trống. Bấm chuột phải hoặc Xoay: hướng tiếp theo của khối (mặt trên / mặt phía bắc).
editor-turn-block = Xoay khối
editor-to-move = { $player } đến lượt
setting-up-begin = Bày thế cờ  F8
setting-up-begin-pad = Bày thế cờ
setting-up-title = Bày thế cờ
setting-up-how-deblockle = Bấm một ô: khối Vàng, khối Lam, trống. Bấm chuột phải hoặc R xoay khối.
setting-up-how-hive = Một chồng dự trữ, rồi một ô: quân của nó đặt vào đó. Chỉ một quân: vào tay bạn. Chuột phải: về dự trữ.
setting-up-how-blokus = Miếng vào bất cứ chỗ nào nó nằm được, dù chạm gì. Chuột phải một cột: miếng trên cùng ra.
setting-up-pass-blokus = Màu kế tiếp  N
setting-up-pass-blokus-pad = Màu kế tiếp
setting-up-out-blokus = Loại / vào  O
setting-up-out-blokus-pad = Loại / vào
setting-up-cancel-blokus = Hủy
setting-up-in-hand = Trên tay: { $bug } { $player }. Bấm một ô lục giác.
setting-up-pass = Nhường lượt  T
setting-up-pass-pad = Nhường lượt
setting-up-friend = Chơi với bạn
setting-up-computer = Chơi với máy
setting-up-cancel = Hủy  Esc
setting-up-cancel-pad = Hủy  { $b }
setting-up-cannot-arise = Không ván nào đi đến thế cờ này: { $reason }
analyse-here = Bàn phân tích: giờ mọi phe là của bạn; không chương trình nào đáp lại các nước bạn thử. Lưu sẽ giữ ván cờ.
play-on = Từ đây máy ({ $level }) chơi mọi phe trừ phe của bạn.

## Câu đố
puzzles-title = Câu đố
puzzles-intro = Mỗi câu đố chỉ có một lời giải đúng. Nước đáp của đối thủ tự đi; nước đi sai sẽ bị đáp trả rồi được rút lại.
puzzles-streak = Chuỗi: { $streak } câu giải liền ngay lần đầu (tốt nhất { $best })
puzzles-next-unsolved = Câu đố chưa giải tiếp theo
puzzles-level = Cấp { $level }: đã giải { $solved } trên { $total }
puzzles-unreadable = Thiếu câu đố: { $detail }
puzzle-title = Câu đố { $number }, cấp { $level }
puzzle-goal-win = Lượt của { $player }: thắng trong { $turns } lượt, dù { $opponent } đi thế nào.
puzzle-goal-take-off = Lượt của { $player }: đưa khối ở { $square } ra khỏi bàn trong { $turns } lượt, dù { $opponent } đi thế nào.
puzzle-goal-escape = Lượt của { $player }: { $opponent } sắp khiến bạn hết nước đi. Hãy đi sao cho không nước đáp nào vây được bạn.
puzzle-goal-draw = Lượt của { $player }: trước lối chơi tốt nhất của { $opponent }, mọi nước đều thua trừ một. Hãy tìm nước giữ được hòa.
puzzle-hint = Gợi ý
puzzle-solution = Lời giải
puzzle-retry = Thử lại
puzzle-next = Câu đố tiếp theo
puzzle-list = Câu đố
puzzle-hint-given = Quân đang sáng sẽ đi tiếp theo.
puzzle-missed = Không phải nước đó.
puzzle-refuted = Không phải nước đó: { $move } đáp lại nó. Hãy thử lại.
puzzle-solved = Đã giải!
puzzle-shown = Đó là lời giải.

## Đồng hồ
clock-none = không
clock-fischer = { $control }
clock-per-move = { $seconds } giây mỗi nước
clock-face = { $player } { $time }
clock-face-running = • { $player } { $time }
clock-faces = { $first }     { $rest }
wins-on-time = { $player } thắng do đối thủ hết giờ
wins-by-resignation = { $player } thắng: { $loser } xin thua
blokus-out-on-time = { $colour } hết giờ: bị loại khỏi ván.
blokus-out-resigned = { $colour } xin thua: bị loại khỏi ván.
clock-custom = tự nhập: { $control }
clock-custom-hint = Số phút mỗi bên + số giây mỗi nước, như 7+2 (0+20: hai mươi giây mỗi nước)
games-timed = { $entry }, đồng hồ { $control }
announce-move = { $player } đi { $move }

## The new-game options (the menu's second page)
options-players = Người chơi
options-rules = Luật và biến thể
options-setup = Chuẩn bị
options-count = { $count }
options-less = –
options-more = +
options-person = Một người ở màn hình này
options-computer = Máy, mức { $level }
options-engine = Chương trình UHP
options-at-random = Ngẫu nhiên
options-opponent = Đối thủ
options-opponent-about = Chơi với một người ở màn hình này, với máy ở một trong sáu mức (hoặc mức ngang sức bạn), hoặc với bạn trên máy tính khác.
options-computer-side = Đối thủ chơi bên
options-computer-side-about = Màu máy hoặc bạn của bạn chơi; màu còn lại là của bạn.
options-no-adjacent = Không khối kề nhau
options-no-adjacent-about = Một nước đi không được kết thúc cạnh khối của đối thủ.
options-tip-without-hop = Lật mà không có chỗ nhảy
options-tip-without-hop-about = Khi ký hiệu của khối vừa lật không cho nó chỗ nào để nhảy: nước đi không được phép, hoặc khối đứng yên ở chỗ nó lật.
options-tip-forbid = Không được phép
options-tip-stay = Đứng yên
options-repetition = Hòa khi lặp lại ba lần
options-repetition-about = Cùng một thế cờ lần thứ ba, với cùng người đến lượt, thì ván hòa.
options-gold-blocks = Khối của Vàng
options-gold-blocks-about = Vàng chơi với bao nhiêu khối: ít khối phải đưa ra khỏi bàn hơn là lợi thế cho người chơi yếu hơn.
options-teal-blocks = Khối của Ngọc
options-teal-blocks-about = Ngọc chơi với bao nhiêu khối: ít khối phải đưa ra khỏi bàn hơn là lợi thế cho người chơi yếu hơn.
options-first = Đi trước
options-first-about = Ai đi trước; nếu ngẫu nhiên, trò chơi quyết định khi bắt đầu.
options-placing = Đặt các khối
options-placing-about = Sau khi gieo, tự đặt các khối lên các ô xuất phát, hoặc để chúng được đặt ngẫu nhiên ngay.
options-placing-by-hand = Tự tay
options-placing-quick = Nhanh, ngẫu nhiên
options-roll-animation = Hoạt cảnh gieo
options-roll-animation-about = Cho thấy các khối được ném lúc bắt đầu, hoặc đặt chúng xuống ngay.
options-hive-seat-about = Ai chơi màu này: một người ở màn hình này, máy ở một mức, hoặc một chương trình UHP (gõ lệnh của nó bên dưới).
options-tournament = Luật giải đấu
options-tournament-about = Không ai được đặt Ong chúa ở lượt đầu tiên của mình.
options-mosquito-about = Thêm Muỗi (bản mở rộng): nó đi như bất kỳ con bọ nào nó chạm vào.
options-ladybug-about = Thêm Bọ rùa (bản mở rộng): hai bước trên tổ, rồi một bước xuống.
options-pillbug-about = Thêm Bọ cuộn (bản mở rộng): nó có thể nhấc một quân bên cạnh qua mình.
options-players-count = Người chơi
options-players-count-about = Bao nhiêu người chơi: hai, ba hoặc bốn, hoặc hai người mỗi người hai màu.
options-two-colours-each = 2, mỗi người hai màu
options-seat = Người chơi { $number }
options-blokus-seat-about = Ai ngồi ghế này: một người ở màn hình này, hoặc máy ở một trong sáu mức (hoặc mức ngang sức bạn).
options-structure = Công trình
options-structure-about = Hình mọi người cùng xây; các ô của nó nhìn từ trên xuống là thứ được tính điểm.
options-clock = Đồng hồ
options-clock-about = Thời gian của mỗi người: không có, một mức có sẵn (số phút mỗi người + số giây cộng thêm mỗi nước), hoặc tự gõ.
clock-typed-in = Tự gõ

## Playing a friend on another computer: why a joiner was refused
net-refused-no-hello = Máy tính bên kia không cho biết đó là ai.
net-refused-other-version = tabletop của bạn bè bạn là phiên bản khác ({ $theirs }; bản này là { $ours }): cả hai cần cùng một phiên bản.
net-refused-wrong-secret = Lời mời này không còn hợp lệ: hãy xin bạn mình một lời mời mới.
net-refused-table-full = Bàn đã đủ người.
net-refused-other-game = Máy của bạn bè bạn đang giữ một ván khác với ván này: không thể chơi tiếp.

## Chơi với bạn trên máy tính khác
seat-friend = một người bạn ở nơi khác
options-friend = Một người bạn trên máy tính khác
menu-join-friend = Vào bàn của bạn
join-title = Vào bàn của bạn
join-about = Dán lời mời bạn mình đã gửi, rồi chọn Vào bàn.
join-paste = Dán
join-join = Vào bàn
join-connecting = Đang kết nối tới máy của bạn mình…
join-not-an-invitation = Đây không phải lời mời: lời mời bắt đầu bằng "tabletop-".
join-damaged = Lời mời đã bị đổi hoặc cắt mất khi sao chép: hãy sao chép lại cho đủ.
join-unreadable = Lời mời này đến từ một phiên bản tabletop khác.
join-host-left = Máy của bạn mình đã đóng kết nối.
join-other-game = Bạn mình mời chơi { $game }, một trò tabletop này không có.
join-nearby = Bàn chơi trong mạng này
join-nearby-looking = Đang tìm bàn chơi trong mạng này…
join-nearby-off = Không tìm bàn chơi trong mạng này: tabletop này chỉ dùng trên máy này.
join-nearby-table = { $game } với { $name }
net-failed = Mạng gặp lỗi: { $reason }
net-no-undo = Không thể đi lại khi hơn hai người chơi trên nhiều máy tính.
net-waiting = Đang chờ bạn mình: chưa nước nào được đi cho tới khi họ vào bàn.
net-turned-away = Có người bị từ chối: { $reason }
net-flood = { $name } gửi quá nhiều: một phần đã bị bỏ.
net-garbled = { $name } gửi thứ không phải tin nhắn: kết nối của họ đã bị đóng.
net-away = { $name } đã rời đi: đang chờ họ quay lại.
net-name = { $name }
net-the-host = bạn mình
net-visitor = khách { $number }
net-joined = { $name } đã vào bàn.
net-back = { $name } đã quay lại.
net-move-refused = Nước đi từ máy kia ({ $move }) bị từ chối: { $reason }
net-not-its-turn = chưa tới lượt họ.
net-setup-refused = Cách đặt của bạn mình bị từ chối: { $reason }
net-not-preparing = Một bước sắp xếp tới khi không có lượt sắp xếp nào.
net-not-begun = Ván chưa bắt đầu: ván bắt đầu khi phần sắp xếp xong.
net-chat = { $name }: { $line }
net-resigned = { $name } đã chịu thua.
net-resign = Xin thua
net-offer-draw = Đề nghị hòa
net-resign-confirm = Xin thua ván này?
net-resign-yes = Xin thua
net-resign-no = Chơi tiếp
net-draw-offers = { $name } đề nghị hòa.
net-draw-accept = Đồng ý hòa
net-draw-decline = Chơi tiếp
net-draw-offered = Bạn đã đề nghị hòa: đang chờ bạn mình trả lời.
net-draw-waiting = Bạn đã đề nghị hòa rồi: hãy chờ câu trả lời.
net-draw-accepted = Bạn mình đồng ý: ván hòa.
net-draw-declined = Bạn mình từ chối hòa: chơi tiếp.
net-no-draw = Trò này không có hòa theo thỏa thuận của người chơi.
net-rematch-offered = Bạn đã đề nghị đấu lại: đang chờ bạn mình trả lời.
net-rematch-waiting = Bạn đã đề nghị đấu lại rồi: hãy chờ câu trả lời.
net-no-rematch = Chỉ đề nghị đấu lại khi ván đã xong, ở bàn hai người.
net-help-agreed = Bạn và bạn mình đều cho phép gợi ý và đánh giá ở bàn này.
net-rematch-offers = { $name } đề nghị đấu lại, đổi màu.
net-rematch-yes = Chơi lại
net-rematch-no = Không, cảm ơn
net-rematch-declined = Bạn mình từ chối đấu lại.
net-rematch-accepted = Bạn mình đồng ý: ván mới bắt đầu, đổi màu.
net-rematch-begins = Ván mới bắt đầu, đổi màu.
net-games-differ = Hai máy giữ hai ván khác nhau ({ $theirs } nước bên đó, { $ours } bên này): ván không thể tiếp tục.
net-opening = Đang mở bàn cho bạn bè…
net-send-invitation = Gửi lời mời này cho bạn mình: ván bắt đầu khi họ vào bàn.
net-reconnecting = Đang chờ bạn mình… đang kết nối lại
net-checking = Đang kiểm tra hai máy có cùng một ván…
net-playing-with = Đang chơi với { $names } trên máy tính khác.
net-copy = Sao chép lời mời
net-copied = Lời mời đã ở trong bộ nhớ tạm.
net-copy-failed = Không sao chép được lời mời: { $reason }
net-no-help = Không có gợi ý, đánh giá hay máy tính trong ván với bạn trên máy tính khác.
net-no-redo = Trong ván với bạn trên máy tính khác, nước đã đi lại không được đi tiếp lần nữa.
net-undo-waiting = Bạn mình chưa trả lời.
net-undo-asked = Đã hỏi bạn mình cho đi lại nước vừa rồi.
net-undo-asks = { $name } xin đi lại nước vừa rồi.
net-undo-declined = Bạn mình từ chối: nước đi vẫn giữ.
net-undo-accepted = Bạn mình đồng ý: nước vừa rồi đã được đi lại.
net-undo-accept = Cho đi lại
net-undo-decline = Giữ nguyên
net-chat-hint = Enter gửi một dòng cho bạn bè.
settings-group-network = Mạng
settings-relay = Máy chuyển tiếp
settings-relay-about = Ván với bạn trên máy tính khác đi qua đâu khi hai máy không kết nối thẳng được với nhau. Không gì được gửi đi cho tới khi bạn mở bàn hoặc vào bàn.
settings-relay-public = Máy chuyển tiếp công cộng (của iroh)
settings-relay-none = Không dùng: chỉ mạng nội bộ và địa chỉ trực tiếp
settings-relay-own = Máy chuyển tiếp của tôi
settings-relay-address = Địa chỉ máy chuyển tiếp của bạn (https://…)
settings-friends-help = Gợi ý khi chơi với bạn
settings-friends-help-about = Gợi ý và đánh giá ở bàn chơi với bạn trên máy tính khác, nếu bạn mình cũng bật. Tắt thì không bên nào được trợ giúp.
net-claim-offer = Bạn mình đã vắng một lúc: bạn có thể nhận thắng (thắng do hết giờ), hoặc tiếp tục chờ.
net-claim = Nhận thắng
net-claimed = Bạn đã nhận thắng: bạn mình hết giờ.
net-no-jump = Ván với bạn trên máy tính khác luôn ở nước cuối cùng trên cả hai máy.
net-time-out-refused = Đã từ chối báo hết giờ không phải của người đang tới lượt.
net-resign-refused = Lời đầu hàng cho một ghế mà người gửi không chơi đã bị từ chối.

## When the game stops on an error (a message box on Windows)
failure-title = tabletop đã dừng
failure-no-graphics = tabletop không tìm thấy bộ điều hợp đồ họa nào có thể dùng để vẽ (cần Vulkan, DirectX 12 hoặc Metal). Cập nhật trình điều khiển đồ họa thường giúp ích.
failure-panic = tabletop đã dừng vì có lỗi xảy ra: { $what }
failure-error = tabletop đã dừng vì một lỗi.
failure-log = Các cảnh báo và lỗi của lần chạy này được lưu trong { $log }.
