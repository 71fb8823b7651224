# Cách chơi: luật của từng trò chơi trong vài trang, có hình minh họa.

ref-title = Cách chơi { $game }
ref-close = Đóng  Esc
ref-close-pad = Đóng  { $b }
ref-previous = < Trước
ref-next = Sau >
ref-page = Trang { $page } / { $pages }
ref-open = Cách chơi
ref-open-at-table = Luật  F2
ref-open-at-table-pad = Luật
help-rules = F2: cách chơi trò này

## Deblockle
ref-deblockle-goal-title = Mục tiêu
ref-deblockle-goal-body = Deblockle chơi trên bàn 7 nhân 7 với hai ô ngôi sao. Vàng bắt đầu ở phía nam, Ngọc ở phía bắc, mỗi bên bốn khối.

    Đích của bạn là ngôi sao bên phía đối thủ. Lật một khối của bạn lên đó với mặt Ngôi sao ở trên thì khối ấy rời khỏi bàn. Ai đưa hết khối của mình ra khỏi bàn trước thì thắng.
ref-deblockle-tip-title = Mỗi lượt: lật
ref-deblockle-tip-body = Chọn một khối của bạn và lật nó qua một cạnh đáy sang ô kề bên: bắc, đông, nam hoặc tây, không bao giờ theo đường chéo. Ô đó phải nằm trên bàn và còn trống.

    Không được lật khối lên ngôi sao, trừ khi mặt Ngôi sao ở trên và đó là ngôi sao đích của bạn. Không được lật sao cho mặt Ngôi sao lên trên ở bất kỳ chỗ nào khác.
ref-deblockle-hops-title = Rồi nhảy
ref-deblockle-hops-body = Ký hiệu đang ở trên cho biết khối đó nhảy tiếp thế nào:
    Dừng: không nhảy, hết lượt.
    Chữ thập: một ô về bắc, đông, nam hoặc tây.
    Chữ X: một ô theo đường chéo.
    Trượt: đi thẳng tới khi mép bàn hoặc một khối chặn lại (có thể dừng ngay trước ngôi sao).
    Vòng: đúng ba bước đơn, qua các ô trống.

    Bước nhảy không bao giờ dừng trên ngôi sao, và chỉ được lật khi bước nhảy có chỗ để đi.
ref-deblockle-leaving-title = Rời khỏi bàn
ref-deblockle-leaving-body = Khối chỉ rời khỏi bàn khi được lật lên ngôi sao đích của bạn và mặt Ngôi sao lên trên. Sau đó không nhảy nữa: hết lượt.

    Hãy tính trước: muốn lật về phía bắc lên ngôi sao, mặt Ngôi sao phải ở phía nam của khối, vì lật về phía bắc sẽ đưa mặt phía nam lên trên.
ref-deblockle-blocked-title = Bị chặn, và hòa
ref-deblockle-blocked-body = Người chơi không có nước hợp lệ bị Deblockle: mất lượt, và người kia đi tiếp cho tới khi một nước đi giải phóng họ.

    Nếu cả hai bên đều không đi được, ván hòa. Trong ứng dụng này, cùng một thế cờ xuất hiện lần thứ ba cũng là hòa (có thể tắt trong trình đơn).
ref-deblockle-setup-title = Chuẩn bị
ref-deblockle-setup-body = Trước khi chơi, mỗi người gieo các khối của đối thủ như gieo xúc xắc. Mặt nào ngửa lên thì giữ ở trên.

    Sau đó bạn đặt các khối của đối thủ lên các ô xuất phát của họ, xoay quanh trục đứng tùy ý: cơ hội đầu tiên để làm khó họ. Trình đơn cũng có cách chuẩn bị nhanh, đặt các khối ngẫu nhiên.

## Hive
ref-hive-goal-title = Mục tiêu
ref-hive-goal-body = Hive không có bàn cờ: chính các quân tạo thành bàn. Mỗi người có mười một quân: một Ong chúa, hai Bọ cánh cứng, ba Châu chấu, hai Nhện và ba Kiến lính.

    Vây kín Ong chúa của đối phương ở cả sáu cạnh, bằng quân màu nào cũng được, là bạn thắng. Nếu cả hai Ong chúa bị vây kín cùng lúc, ván hòa.
ref-hive-placing-title = Đặt quân
ref-hive-placing-body = Đến lượt, bạn đặt một quân từ kho hoặc di chuyển một quân đã ở trong tổ.

    Sau hai quân đầu tiên, quân mới phải chạm quân cùng màu của bạn và không được chạm màu kia. Ong chúa phải được đặt muộn nhất ở lượt thứ tư của bạn, và ở đây không được đặt ở lượt đầu (luật giải đấu).
ref-hive-moving-title = Di chuyển quân
ref-hive-moving-body = Không quân nào được di chuyển trước khi Ong chúa của chủ nó vào tổ.

    Tổ phải luôn liền một khối: quân nào mà di chuyển sẽ chia cắt tổ thì không được đi. Quân cũng không thể trượt qua khe quá hẹp, giữa hai quân cùng chạm chỗ nó đang đứng và chỗ nó tới.
ref-hive-bugs-title = Các loài côn trùng
ref-hive-bugs-body = Ong chúa: mỗi lần một ô.
    Bọ cánh cứng: một ô, và có thể trèo lên trên tổ; quân bị Bọ cánh cứng đè lên không thể đi.
    Châu chấu: nhảy thẳng qua một hoặc nhiều quân tới ô trống đầu tiên.
    Nhện: đúng ba ô vòng quanh tổ.
    Kiến lính: bao nhiêu ô tùy ý vòng quanh tổ.
ref-hive-expansions-title = Các quân mở rộng
ref-hive-expansions-body = Chọn trong tùy chọn của Hive: khi đó mỗi người có một quân mỗi loại.
    Muỗi: đi như bất kỳ quân nào nó chạm vào; khi ở trên đỉnh tổ, nó đi như Bọ cánh cứng; nếu chỉ chạm vào Muỗi thì không đi được.
    Bọ rùa: đúng ba ô: hai ô trên đỉnh tổ, rồi một ô xuống một ô trống.
    Bọ cuộn: một ô như Ong chúa, hoặc thay vào đó nhấc một quân bên cạnh qua người nó đặt xuống một ô trống bên cạnh nó: quân của bất kỳ màu nào, không nằm trong chồng, không phải quân vừa được di chuyển ở lượt trước, không qua khe hẹp giữa hai chồng. Muỗi chạm vào Bọ cuộn cũng làm được như vậy. Quân vừa được di chuyển ở lượt trước không thể đi hay bị di chuyển.
ref-hive-end-title = Bỏ lượt, và kết thúc
ref-hive-end-body = Bạn chỉ bỏ lượt khi không thể đặt hay di chuyển quân nào; ứng dụng sẽ báo và hiện nút Bỏ lượt.

    Ván kết thúc khi một Ong chúa bị vây kín. Cùng một thế cờ lần thứ ba là hòa.

## Blokus 3D
ref-blokus-goal-title = Mục tiêu
ref-blokus-goal-body = Các bạn cùng xây một công trình trên bàn xoay, từng mảnh một. Mỗi màu có mười một mảnh gồm hai tới bốn khối lập phương.

    Khi kết thúc, nhìn công trình thẳng từ trên xuống: mỗi ô có khối trên cùng mang màu của bạn được một điểm. Mỗi mảnh bạn không đặt được bị trừ một điểm. Điểm cao nhất thắng.
ref-blokus-placing-title = Đặt một mảnh
ref-blokus-placing-body = Các mảnh được đặt từ trên xuống, xoay theo ý bạn. Mỗi khối phải tựa trên bàn xoay hoặc trên một khối ngay bên dưới: không có khoảng trống dưới mảnh.

    Mảnh đầu tiên của bạn phải chạm bàn xoay và chung một mặt với một mảnh đã đặt (mảnh đầu tiên của ván đặt ở đâu cũng được). Sau đó, mỗi mảnh phải chung trọn một mặt với một khối cùng màu của bạn.
ref-blokus-limits-title = Công trình
ref-blokus-limits-body = Công trình đã chọn quyết định khối được đặt ở đâu: chỉ trên các ô của nó, và không cao hơn con số ghi trên mỗi ô.

    Nhấn H để xem mảnh đang cầm vừa ở đâu, L để xem khoảng còn trống, và T để nhìn thẳng từ trên xuống.
ref-blokus-end-title = Kết thúc
ref-blokus-end-body = Nếu đến lượt mà bạn không đặt được mảnh nào, bạn bị loại tới hết ván. Ván kết thúc khi không ai đặt được nữa.

    Những người cùng có điểm cao nhất cùng thắng.
