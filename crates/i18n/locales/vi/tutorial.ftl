# Các bài hướng dẫn: mỗi tệp bài trong assets/tutorial dùng các khóa này.

## 01-the-board-and-the-goal
lesson-01-title = Bàn chơi và mục tiêu
lesson-01-narration-1 = Deblockle chơi trên bàn 7x7 với hai ô ngôi sao: d2 là ngôi sao nhà của Vàng, d6 là của Ngọc. Bạn chơi bên Vàng, từ mép phía nam.
lesson-01-narration-2 = Đích của bạn là ngôi sao nhà của đối thủ, d6. Khối nào được lật lên đó với mặt Ngôi sao ở trên sẽ rời khỏi bàn. Đưa hết khối của bạn ra ngoài là bạn thắng.
lesson-01-narration-3 = Khối của bạn ở d5 có mặt Chữ X ở trên và mặt Dừng quay về phía bắc; mặt Ngôi sao ở phía nam. Lật nó về phía bắc, qua cạnh đáy, và mặt Ngôi sao sẽ lên trên khi nó đáp xuống d6.
lesson-01-hint-1 = Nhấp khối ở d5, rồi ngôi sao ở d6.
lesson-01-hint-1-pad = Nhấn { $a } vào khối ở d5, rồi ngôi sao ở d6.
lesson-01-hint-2 = Nước đi là d5N: lật về phía bắc.
lesson-01-wrong = Đó là nước đi tốt, nhưng bài này muốn khối ở d5 được lật lên d6 với mặt Ngôi sao ở trên.

## 02-tipping-and-stop
lesson-02-title = Lật, và mặt Dừng
lesson-02-narration-1 = Mỗi lượt bắt đầu bằng một lần lật: lật một khối của bạn qua một cạnh đáy sang ô kề bên, về bắc, đông, nam hoặc tây. Không bao giờ theo đường chéo, không ra ngoài bàn, không lên một khối khác.
lesson-02-narration-2 = Cũng không được lật lên ô ngôi sao, trừ khi khối đáp với mặt Ngôi sao ở trên tại ngôi sao đích của bạn. Hãy thử lật khối c2 về phía đông lên d2: trò chơi sẽ cho bạn biết vì sao không được.
lesson-02-narration-3 = Sau khi lật, ký hiệu ở trên cho biết khối nhảy thế nào. Dừng nghĩa là không nhảy: hết lượt. Lật khối c2 về phía bắc để mặt Dừng lên trên, và nó đứng lại ở c3.
lesson-02-hint-1 = Lật về phía bắc đưa mặt phía nam lên trên. Mặt phía nam của khối này là gì?
lesson-02-hint-2 = Nhấp c2, rồi c3.
lesson-02-hint-2-pad = Nhấn { $a } vào c2, rồi c3.
lesson-02-wrong = Nước đó hợp lệ, nhưng khối không đứng ở c3 với mặt Dừng ở trên.

## 03-cross
lesson-03-title = Chữ thập
lesson-03-narration-1 = Chữ thập ở trên nghĩa là: nhảy một ô thẳng hàng, về bắc, đông, nam hoặc tây, tới một ô trống không phải ngôi sao.
lesson-03-narration-2 = Câu đố: đưa khối b3 tới c4 trong một nước. Lật hướng nào để Chữ thập lên trên?
lesson-03-hint-1 = Lật về phía đông đưa mặt phía tây lên trên: Chữ thập.
lesson-03-hint-2 = Lật về phía đông trước: nhấp b3, rồi c3.
lesson-03-hint-2-pad = Lật về phía đông trước: nhấn { $a } vào b3, rồi c3.
lesson-03-hint-3 = Với Chữ thập ở trên, các ô xanh dương cách một bước. Nhấp c4.
lesson-03-hint-3-pad = Với Chữ thập ở trên, các ô xanh dương cách một bước. Nhấn { $a } vào c4.
lesson-03-wrong = Hợp lệ, nhưng khối nên dừng ở c4: lật về phía đông, rồi nhảy lên bắc.

## 04-x
lesson-04-title = Chữ X
lesson-04-narration-1 = Chữ X ở trên nghĩa là: nhảy một ô theo đường chéo. Bước nhảy di chuyển khối mà không xoay nó, nên Chữ X vẫn ở trên.
lesson-04-narration-2 = Câu đố: đưa khối b3 tới d4 trong một nước.
lesson-04-hint-1 = Lật về phía đông: Chữ X lên trên ở c3, rồi nhảy chéo.
lesson-04-hint-2 = Nhấp b3, rồi c3, rồi d4.
lesson-04-hint-2-pad = Nhấn { $a } vào b3, rồi c3, rồi d4.
lesson-04-wrong = Hợp lệ, nhưng khối nên dừng ở d4, cách c3 một bước chéo.

## 05-slider
lesson-05-title = Trượt
lesson-05-narration-1 = Trượt ở trên nghĩa là: trượt thẳng, về bắc, đông, nam hoặc tây, cho tới khi ô kế tiếp là mép bàn hoặc một khối. Phải đi ít nhất một ô.
lesson-05-narration-2 = Ngôi sao không chặn đường trượt: khối trượt qua chúng. Nếu đường trượt sẽ dừng trên ngôi sao, khối dừng ở ô ngay trước đó, và luôn có thể chọn dừng ngay trước một ngôi sao trên đường đi.
lesson-05-narration-3 = Câu đố: đưa khối c3 tới d7, phía sau ngôi sao của Ngọc, trong một nước.
lesson-05-hint-1 = Lật về phía đông để Trượt lên trên ở d3, rồi trượt lên bắc qua ngôi sao.
lesson-05-hint-2 = Nhấp c3, rồi d3. Các ô xanh dương là nơi đường trượt có thể dừng.
lesson-05-hint-2-pad = Nhấn { $a } vào c3, rồi d3. Các ô xanh dương là nơi đường trượt có thể dừng.
lesson-05-hint-3 = Nhấp d7.
lesson-05-hint-3-pad = Nhấn { $a } vào d7.
lesson-05-wrong = Hợp lệ, nhưng đường trượt này nên đi lên bắc qua ngôi sao tới d7.

## 06-hoops
lesson-06-title = Vòng
lesson-06-narration-1 = Vòng ở trên nghĩa là: đúng ba bước đơn, thẳng hàng, theo bất kỳ cách kết hợp nào. Mỗi bước đáp xuống một ô trống; khối có thể quay lại ô vừa rời và có thể bước qua ngôi sao, nhưng không được dừng trên đó.
lesson-06-narration-2 = Ba bước luôn dừng ở khoảng cách lẻ. Câu đố: đưa khối c4 tới g4, ở mép bàn, trong một nước.
lesson-06-hint-1 = Lật về phía đông để Vòng lên trên ở d4, rồi ba bước về phía đông.
lesson-06-hint-2 = Nhấp c4, rồi d4.
lesson-06-hint-2-pad = Nhấn { $a } vào c4, rồi d4.
lesson-06-hint-3 = Các ô xanh dương là mọi chỗ ba bước có thể tới. Nhấp g4.
lesson-06-hint-3-pad = Các ô xanh dương là mọi chỗ ba bước có thể tới. Nhấn { $a } vào g4.
lesson-06-wrong = Hợp lệ, nhưng ba bước nên đưa khối tới g4.

## 07-removing-a-block
lesson-07-title = Đưa một khối ra ngoài
lesson-07-narration-1 = Khối chỉ rời bàn khi được lật lên ngôi sao đích của bạn (d6) với mặt Ngôi sao đáp ở trên. Mặt Ngôi sao không được ngửa lên ở chỗ khác: lần lật nào đưa nó lên ở chỗ khác đều không được phép.
lesson-07-narration-2 = Câu đố: đưa khối c4 ra ngoài trong hai lượt. Trước hết đưa nó tới cạnh ngôi sao với mặt Ngôi sao ở phía xa d6, rồi lật nó lên.
lesson-07-hint-1 = Từ d5, lật về phía bắc đưa mặt phía nam lên trên.
lesson-07-hint-2 = Lật c4 về phía bắc: Chữ thập lên trên ở c5. Nhảy sang đông tới d5.
lesson-07-hint-3 = Lượt sau: d5N.
lesson-07-wrong = Hợp lệ, nhưng như thế sẽ không đưa khối ra ngoài trong hai lượt. Hãy thử lại.

## 08-deblockled
lesson-08-title = Bị Deblockle
lesson-08-narration-1 = Người chơi không có nước hợp lệ bị Deblockle: mất lượt, và người kia đi tiếp, cho tới khi một nước đi giải phóng họ.
lesson-08-narration-2 = Khối duy nhất của Ngọc, ở a7, chỉ có thể lật về phía nam xuống a6 (khối của bạn ở b7 chặn phía đông). Hãy lấy mất a6: lật khối a5 của bạn về phía bắc, mặt Dừng lên trên, và Ngọc không đi được.
lesson-08-hint-1 = Nhấp a5, rồi a6.
lesson-08-hint-1-pad = Nhấn { $a } vào a5, rồi a6.
lesson-08-wrong = Hợp lệ, nhưng Ngọc vẫn đi được. Đừng để khối a7 còn ô nào để lật.

## 09-the-setup
lesson-09-title = Chuẩn bị
lesson-09-narration-1 = Trước mỗi ván, mỗi người gieo các khối của đối thủ như gieo xúc xắc (khối nào nằm nghiêng được gieo lại) rồi đặt chúng lên các ô xuất phát của đối thủ, xoay quanh trục đứng tùy ý, giữ mặt đã gieo ở trên.
lesson-09-narration-2 = Vậy là Ngọc đã xếp các khối của bạn, và sẽ cố đặt chúng sao cho bạn khởi đầu kém: một khối có các hướng lật tốt chẳng dẫn tới đâu, một mặt Ngôi sao quay xa đích. Gieo ra mặt Ngôi sao ở trên vẫn được; lần lật sau luôn đổi nó.
lesson-09-narration-3 = Ở đây Ngọc đã đặt khối c1 của bạn với mặt Ngôi sao ở trên. Câu đố: đưa nó tới d3, về phía giữa, trong một nước.
lesson-09-hint-1 = Lật về phía bắc: Chữ X lên trên ở c2. Rồi nhảy chéo.
lesson-09-hint-2 = Nhấp c1, rồi c2, rồi d3.
lesson-09-hint-2-pad = Nhấn { $a } vào c1, rồi c2, rồi d3.
lesson-09-wrong = Hợp lệ, nhưng bài này muốn khối c1 đi lên bắc, rồi chéo tới d3.

## 10-variants
lesson-10-title = Biến thể
lesson-10-narration-1 = Biến thể đổi một hai luật, chọn khi tạo ván mới: ít khối hơn (mỗi bên 1 tới 4, và số khác nhau để chấp), lật mà không có chỗ nhảy thì đứng yên, và 'Không khối kề nhau'.
lesson-10-narration-2 = Bài này chơi với luật Không khối kề nhau: không lượt nào được kết thúc với một khối của bạn nằm sát cạnh khối đối thủ. Lật c3 về phía bắc (mặt Dừng lên c4, sát c5) sẽ bị từ chối: hãy thử.
lesson-10-narration-3 = Chạm chéo thì được. Câu đố: đưa khối c3 tới d4, chéo với khối Ngọc ở c5, trong một nước.
lesson-10-hint-1 = Lật về phía đông: Chữ thập lên trên ở d3. Rồi nhảy lên bắc.
lesson-10-hint-2 = Nhấp c3, rồi d3, rồi d4.
lesson-10-hint-2-pad = Nhấn { $a } vào c3, rồi d3, rồi d4.
lesson-10-wrong = Hợp lệ, nhưng hãy dừng ở d4: chéo với khối Ngọc thì được phép.

## 11-a-puzzle
lesson-11-title = Câu đố: thắng trong hai lượt
lesson-11-narration-1 = Khối cuối cùng của bạn ở c4, với Chữ thập ở trên và mặt Dừng quay về phía bắc. Hãy thắng trong hai lượt: đưa nó ra khỏi bàn.
lesson-11-hint-1 = Nó phải được lật lên d6 từ d5, d7, c6 hoặc e6, với mặt Ngôi sao ở phía quay về d6.
lesson-11-hint-2 = Lật về phía đông: mặt phía tây, Vòng, lên trên ở d4. Ba bước có thể dừng ở d5.
lesson-11-wrong = Hợp lệ, nhưng chưa phải thắng trong hai lượt. Hãy thử lại.
