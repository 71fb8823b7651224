# Từ ngữ và lời từ chối của luật chơi (tabletop_rules::Explained).

## Từ của Deblockle
face-star = Ngôi sao
face-stop = Dừng
face-cross = Chữ thập
face-x = Chữ X
face-slider = Trượt
face-hoops = Vòng
player-gold = Vàng
player-teal = Ngọc

## Từ của Hive và Blokus 3D
bug-queen = Ong chúa
bug-beetle = Bọ cánh cứng
bug-grasshopper = Châu chấu
bug-spider = Nhện
bug-ant = Kiến lính
bug-mosquito = Muỗi
bug-ladybug = Bọ rùa
bug-pillbug = Bọ cuộn
colour-blue = Xanh dương
colour-yellow = Vàng
colour-red = Đỏ
colour-green = Xanh lá

rules-game-over = Ván đã kết thúc.

## Deblockle: vì sao nước đi không hợp lệ
deblockle-no-block = Không có khối nào ở { $square }.
deblockle-tip-next-to-block = Hãy lật sang ô kề bên khối: bắc, đông, nam hoặc tây.
deblockle-no-legal-move = Khối ở { $square } không có nước đi hợp lệ.
deblockle-not-your-block = Khối ở { $square } là của { $owner }, không phải của bạn.
deblockle-tip-off-board = Không thể lật khối ra ngoài bàn.
deblockle-square-taken = Ô đó đã có khối: có một khối ở { $square }.
deblockle-tip-onto-home-star = { $star } là ngôi sao nhà của bạn: chỉ được lật khối lên ngôi sao khi mặt Ngôi sao ngửa lên, trên ngôi sao đích của bạn, { $target }.
deblockle-target-needs-star-up = Khối chỉ rời bàn khi đáp xuống ngôi sao đích với mặt Ngôi sao ở trên; lần lật này sẽ cho mặt { $face } lên trên.
deblockle-star-up-off-target = Mặt Ngôi sao chỉ được ngửa lên trên ngôi sao đích của bạn.
deblockle-hop-after-removal = Khối rời bàn tại ngôi sao đích, nên không có bước nhảy.
deblockle-stop-has-no-hop = Mặt Dừng ở trên: lượt kết thúc mà không nhảy.
deblockle-nowhere-to-hop = Sau lần lật này mặt { $face } sẽ không có chỗ để đi, nên không được lật như vậy.
deblockle-stays-without-hop = Sau lần lật này mặt { $face } không có chỗ để đi: khối đứng yên ở chỗ vừa lật, không nhảy.
deblockle-hop-missing = Mặt { $face } ở trên phải nhảy: hãy chọn chỗ đáp, ví dụ { $example }.
deblockle-hop-onto-star = Khối không bao giờ được dừng trên ngôi sao.
deblockle-cross-hops-one-square = Chữ thập nhảy đúng một ô về bắc, đông, nam hoặc tây.
deblockle-x-hops-one-diagonal = Chữ X nhảy đúng một ô theo đường chéo.
deblockle-slider-must-move = Trượt phải đi ít nhất một ô.
deblockle-slider-straight-line = Trượt đi thẳng về bắc, đông, nam hoặc tây.
deblockle-slider-path-blocked = Trượt không thể đi xuyên qua khối.
deblockle-slider-stops-early = Trượt đi tới khi mép bàn hoặc một khối chặn lại; chỉ được dừng sớm ngay trước một ngôi sao.
deblockle-hoops-odd-distance = Vòng đi đúng ba bước đơn, nên luôn dừng ở khoảng cách lẻ.
deblockle-hoops-no-path = Vòng không thể tới ô đó bằng ba bước đơn qua các ô trống.
deblockle-ends-next-to-opponent = Với luật không khối kề nhau, lượt của bạn không được kết thúc với một khối của bạn nằm sát khối đối thủ.

## Deblockle: chuẩn bị
setup-block-count = { $player } phải có từ 1 đến 4 khối, không phải { $count }.
setup-roll-count = { $player } có { $expected } khối, nhưng đã gieo { $found }.
setup-placement-count = { $player } có { $expected } khối, nhưng đã đặt { $found }.
setup-not-a-starting-square = { $square } không phải ô xuất phát của { $player }.
setup-square-used-twice = Có hai khối được đặt ở { $square }.
setup-unreadable-placement = Không đọc được thành các khối đã đặt: mỗi khối là ô của nó và hai chữ cái mặt, mặt trên rồi mặt phía bắc, như c7SC.
setup-no-such-block = { $player } không có khối số { $block }.
setup-top-changed = Khối của { $player } gieo ra mặt { $rolled } chỉ được xoay quanh trục đứng, giữ mặt { $rolled } ở trên, không được cho mặt { $shown } lên.
setup-face-not-rolled = Khối của { $player } ở { $square } có mặt { $face } ở trên, nhưng không khối nào của { $player } gieo ra mặt { $face }.

## Hive: vì sao nước đi không hợp lệ
hive-pass-with-moves = Chỉ được bỏ lượt khi không còn nước nào khác.
hive-not-yours = { $piece } không phải quân của bạn.
hive-out-of-order = Chưa tới lượt { $piece }: hãy đặt { $next } trước.
hive-queen-on-first-turn = Không được đặt Ong chúa ở lượt đầu tiên của người chơi.
hive-queen-due = Ong chúa phải được đặt muộn nhất ở lượt thứ tư: hãy đặt ngay bây giờ.
hive-hex-taken = Quân mới phải đặt vào ô trống.
hive-must-touch-own = Quân mới phải chạm quân cùng màu của bạn.
hive-touches-other = Quân mới không được chạm quân màu kia.
hive-must-touch-first = Quân thứ hai phải chạm quân thứ nhất.
hive-first-tile-elsewhere = Quân đầu tiên đặt ở giữa.
hive-queen-not-placed = Không quân nào được di chuyển trước khi Ong chúa của chủ nó được đặt.
hive-covered = { $piece } đang bị Bọ cánh cứng đè lên và không thể di chuyển.
hive-pinned = Di chuyển { $piece } sẽ chia cắt tổ.
hive-setup-in-parts = Các quân không thành một tổ: tổ bị chia thành hai phần trở lên.
hive-setup-climber = { $piece } nằm trên một quân khác, mà chỉ Bọ cánh cứng (và Muỗi cạnh nó) mới leo được.
hive-setup-no-queen = { $player } đã đặt bốn quân mà chưa có Ong chúa, trong khi Ong chúa phải vào chậm nhất ở quân thứ tư.
hive-setup-black-first = Đen đã có quân trước khi Trắng đi: Trắng đi trước.
hive-setup-white-not-played = Chưa có quân nào, vậy mà Đen đi: lượt đầu của Trắng luôn đặt một quân.
hive-setup-black-not-played = Đen đã qua một lượt mà chưa có quân nào: lượt đầu của Đen luôn đặt một quân.
hive-setup-not-in-game = { $piece } không có trong ván này.
hive-setup-out-of-reach = Ô đó quá xa các quân: hãy đặt quân cách một quân khác hoặc giữa bàn không quá { $reach } ô.
hive-nowhere-to-go = { $piece } không có chỗ nào để đi.
hive-cannot-reach = { $bug } ở đó không thể tới ô ấy.
hive-moved-last-turn = { $piece } vừa được di chuyển ở lượt trước nên lượt này không thể đi hay bị di chuyển.
hive-stacked-not-thrown = Bọ cuộn không thể di chuyển { $piece }: quân đó đang ở trong một chồng.

## Blokus 3D: vì sao không đặt được
blokus-not-in-hand = { $piece } không có trong tay bạn.
blokus-no-such-orientation = { $piece } có các hướng từ 0 đến { $last }, không phải { $orientation }.
blokus-outside = Một khối sẽ nằm ngoài công trình.
blokus-overhang = Mỗi khối phải tựa trên bàn hoặc trên một khối: chỗ này sẽ để lại khoảng trống bên dưới.
blokus-too-high = Một khối sẽ cao hơn mức công trình cho phép ở đó.
blokus-first-must-touch-a-piece = Mảnh đầu tiên của bạn phải chung một mặt với một mảnh đã đặt.
blokus-first-must-touch-the-board = Mảnh đầu tiên của bạn phải chạm bàn.
blokus-must-touch-own-colour = Mảnh phải chung một mặt với một khối cùng màu.

## Deblockle: ván kết thúc thế nào
deblockle-wins = { $player } đã dọn sạch bàn và thắng!
deblockle-draw-neither-can-move = Hòa: không bên nào đi được.
deblockle-draw-repetition = Hòa: cùng một thế cờ xuất hiện lần thứ ba.
deblockle-draw-move-cap = Hòa: đã tới giới hạn số nước đi.
deblockle-draw-agreement = Hòa theo thỏa thuận của hai người chơi.
deblockle-blocked = { $blocked } bị Deblockle: không có nước hợp lệ, nên { $player } đi tiếp.
hive-white = Trắng
hive-black = Đen

board-block-on-star = Khối không được đứng trên ngôi sao ở { $square }.
board-square-taken = Hai khối ở { $square }.
board-too-many-blocks = { $player } có hơn bốn khối.
position-at = Ký tự { $column }: { $reason }
position-empty = Thế cờ trống.
position-unexpected = '{ $found }' không đúng chỗ; một hàng gồm chữ số 1-7, '*' và các khối như gSC.
position-zero = chữ số đếm 1-7 ô trống; không được dùng 0.
position-rank-too-long = hàng { $rank } có hơn 7 ô.
position-rank-too-short = hàng { $rank } có { $squares } ô; mỗi hàng cần 7.
position-too-many-ranks = hơn 7 hàng.
position-too-few-ranks = Bàn có { $found } hàng; cần 7 hàng, cách nhau bằng '/'.
position-star-off-star = '*' đánh dấu { $square }, không phải ngôi sao (các ngôi sao là d2 và d6).
position-missing-top = khối ở { $square } cần chữ của mặt trên (S P C X L H).
position-missing-north = khối ở { $square } cần chữ của mặt phía bắc (S P C X L H).
position-bad-top = '{ $found }' không phải một mặt; mặt trên của khối ở { $square } là một trong S P C X L H.
position-bad-north = '{ $found }' không phải một mặt; mặt phía bắc của khối ở { $square } là một trong S P C X L H.
position-faces-not-adjacent = khối ở { $square } không thể có { $top } ở trên và { $north } ở phía bắc: hai mặt đó không kề nhau.
position-missing-turn = Sau bàn cờ là một dấu cách và người đến lượt: g hoặc t.
position-bad-turn = '{ $found }' không phải người chơi; người đến lượt là g hoặc t.
position-trailing = còn chữ sau người đến lượt.
position-no-blocks = Không người chơi nào có khối trên bàn.
hive-bad-piece = '{ $text }' không phải một quân (như wQ, bS1, wA3).
hive-bad-move = '{ $text }' không phải một nước đi (như wS1, bG1 -wS1, wB1 wQ, pass).
hive-where-to = '{ $text }' nói quân nào nhưng không nói đi đâu: sau nước đầu tiên, hãy nêu quân mà nó đặt cạnh (như { $text } -wS1).
hive-not-in-hive = { $piece } không có trong tổ.
hive-illegal-in-game = { $move }: { $reason }
hive-bad-game-type = Loại ván là '{ $kind }': cần Base, hoặc Base+ với M, L và P (như Base+MLP).
hive-not-in-game = { $piece } không có trong ván này: bản mở rộng của nó không được chơi.
hive-game-contradicts = Chuỗi ván ghi { $written }, nhưng các nước đi của nó cho ra { $replayed }.
hive-bad-start = Không ván nào đạt tới thế cờ mà ván này bắt đầu: { $reason }
hive-set-up-start = PGN và các engine UHP bắt đầu mọi ván từ bàn trống, còn ván này bắt đầu từ một thế cờ bày tay. Hãy lưu ván thay vào đó.
hive-record-unknown = Đây không phải biên bản Hive mà chương trình này đọc được (PGN của hivegame.com hoặc Mzinga, SGF của BoardSpace, hoặc UHP GameString).
hive-record-line = Dòng { $line }: { $reason }
blokus-bad-setup = '{ $text }' không phải công trình và số người chơi (như A-2, D-4, D-2x2).
blokus-bad-placement = '{ $text }' không phải một cách đặt (như L4:5@3,2: quân, hướng, x, y).
blokus-illegal-placement = Lần đặt { $number } ({ $placement }): { $reason }
blokus-bad-set-up-part = '{ $text }' không phải là một phần của thế bày (như B=L4:5@3,2, turn=Y hoặc out=R).
blokus-bad-given-up = '{ $text }' không phải là một màu trong ván đã bỏ cuộc (như R out of time hoặc B resigned).
blokus-set-up-unreachable = Không ván nào đạt tới thế đã bày: { $reason }
blokus-set-up-apart = Các miếng của { $colour } không chạm mặt nhau hết, mà mỗi miếng sau miếng đầu đều chung một mặt với màu của nó.
blokus-set-up-off-the-board = Không miếng nào của { $colour } chạm bàn, mà miếng đầu của mỗi màu đều chạm bàn.
blokus-set-up-scattered = Các miếng không thành một khối chạm mặt nhau: mỗi miếng sau miếng đầu đều chạm một miếng đã đặt.
blokus-set-up-turn-order = Sai lượt: mỗi màu còn chơi đặt một miếng mỗi vòng, theo thứ tự.

## Clocks
clock-unreadable = '{ $text }' không phải cách tính giờ: hãy viết số phút mỗi bên và số giây mỗi nước, như 5+3 (hoặc 10, hoặc 0+30).
clock-no-time = '{ $text }' không cho chút thời gian nào.
clock-too-long = '{ $text }' dài hơn một ngày.

deblockle-unreadable-move = Đó không phải một nước đi theo ký hiệu Deblockle (như c1N-d3 hay e3N).
