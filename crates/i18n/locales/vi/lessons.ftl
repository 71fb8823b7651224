# Bài học của mọi trò chơi: các thẻ của danh sách, mục tiêu của bài học Hive
# và Blokus 3D, và nội dung của chúng.

## Các thẻ của danh sách bài học: tên mỗi trò chơi, và thẻ đang hiện
lessons-deblockle = Deblockle
lessons-hive = Hive
lessons-blokus3d = Blokus 3D
tutorial-tab-shown = [ { $game } ]

## Mục tiêu của Hive
hive-goal-line = Mục tiêu: đi các nước của bài học.
hive-goal-place-any = Mục tiêu: đặt một quân.
hive-goal-place = Mục tiêu: đặt { $bug } của bạn.
hive-goal-move = Mục tiêu: di chuyển { $bug } của bạn.
hive-goal-win = Mục tiêu: vây kín Ong chúa bên kia và thắng.
hive-goal-draw = Mục tiêu: vây kín cả hai Ong chúa bằng một nước.
hive-goal-pass = Mục tiêu: bỏ lượt.

## Mục tiêu của Blokus 3D
blokus-goal-line = Mục tiêu: đặt các khối của bài học.
blokus-goal-place-any = Mục tiêu: đặt một khối.
blokus-goal-place = Mục tiêu: đặt khối { $piece } của bạn.
blokus-goal-rest = Mục tiêu: đặt một khối lên trên các khối lập phương, cao { $level } { $level ->
    [one] tầng
   *[other] tầng
}.
blokus-goal-reach = Mục tiêu: đặt một khối có khối lập phương cao nhất ở độ cao { $level } khối so với bàn.
blokus-goal-top = Mục tiêu: làm ô { $cell } hiện màu của bạn khi nhìn từ trên xuống.
blokus-goal-put-out = Mục tiêu: không để màu kia còn chỗ đặt.

# Bài học Hive

## 01-placing
hive-lesson-01-title = Đặt quân
hive-lesson-01-narration-1 = Hive không có bàn cờ: chính các quân tạo thành bàn. Mỗi lượt bạn đặt một quân từ kho hoặc di chuyển một quân đã ở trong tổ. Trắng đặt Châu chấu trước; Đen đặt quân của mình bên cạnh.
hive-lesson-01-narration-2 = Từ quân thứ hai trở đi, quân mới phải chạm một quân của bạn và không chạm quân nào của đối thủ. Hãy thử ô cạnh Châu chấu đen: trò chơi sẽ nói vì sao không được. Rồi đặt một quân vào ô được chiếu sáng.
hive-lesson-01-hint-1 = Nhấp một quân trong kho ở mép bàn; các ô xanh lá là nơi nó được đặt.
hive-lesson-01-hint-1-pad = Nhấn { $a } vào một quân trong kho ở mép bàn; các ô xanh lá là nơi nó được đặt.
hive-lesson-01-hint-2 = Ba ô ở phía bên kia Châu chấu của bạn chỉ chạm quân trắng.
hive-lesson-01-wrong = Bất kỳ cách đặt nào luật cho phép đều hoàn thành bài này.

## 02-the-queen-by-turn-four
hive-lesson-02-title = Ong chúa trước lượt thứ tư
hive-lesson-02-narration-1 = Ong chúa là quân quyết định ván đấu: khi cả sáu ô quanh một Ong chúa bị lấp đầy, bên đó thua. Không được đặt Ong chúa ở lượt đầu tiên, và phải đặt nó vào tổ chậm nhất ở lượt thứ tư của bạn.
hive-lesson-02-narration-2 = Đây là lượt thứ tư của bạn và Ong chúa vẫn còn trong kho. Hãy thử đặt quân khác: trò chơi từ chối. Hãy đặt Ong chúa.
hive-lesson-02-hint-1 = Nhấp vào Ong chúa trong kho của bạn.
hive-lesson-02-hint-1-pad = Nhấn { $a } vào Ong chúa trong kho của bạn.
hive-lesson-02-hint-2 = Ô xanh lá nào cũng được: nó chỉ chạm quân trắng.
hive-lesson-02-wrong = Lượt này chỉ được đặt Ong chúa.

## 03-no-moving-before-the-queen
hive-lesson-03-title = Chưa có Ong chúa thì chưa được đi
hive-lesson-03-narration-1 = Khi Ong chúa chưa vào tổ, không quân nào của bạn được di chuyển: bạn chỉ có thể đặt quân. Vì thế người chơi thường đưa Ong chúa ra sớm.
hive-lesson-03-narration-2 = Hãy thử di chuyển con Kiến: trò chơi nói vì sao không được. Rồi đặt Ong chúa.
hive-lesson-03-hint-1 = Các quân của bạn đứng yên cho đến khi Ong chúa được đặt.
hive-lesson-03-hint-2 = Nhấp Ong chúa trong kho, rồi một ô xanh lá.
hive-lesson-03-hint-2-pad = Nhấn { $a } vào Ong chúa trong kho, rồi một ô xanh lá.
hive-lesson-03-wrong = Hãy đặt Ong chúa ngay: sau đó các quân của bạn mới được đi.

## 04-the-queen
hive-lesson-04-title = Ong chúa di chuyển
hive-lesson-04-narration-1 = Mỗi quân đi theo luật của loài côn trùng của nó. Ong chúa đi mỗi lần một ô, trượt dọc mép tổ và luôn chạm vào tổ.
hive-lesson-04-narration-2 = Di chuyển Ong chúa một ô.
hive-lesson-04-hint-1 = Nhấp Ong chúa: hai ô nó có thể đến chuyển xanh lá.
hive-lesson-04-hint-1-pad = Nhấn { $a } vào Ong chúa: hai ô nó có thể đến chuyển xanh lá.
hive-lesson-04-hint-2 = Nhấp một ô xanh lá.
hive-lesson-04-hint-2-pad = Nhấn { $a } vào một ô xanh lá.
hive-lesson-04-wrong = Lần này hãy di chuyển Ong chúa.

## 05-the-beetle
hive-lesson-05-title = Bọ cánh cứng leo lên
hive-lesson-05-narration-1 = Bọ cánh cứng đi một ô như Ong chúa, nhưng còn được leo lên trên tổ và đi trên đó. Quân bị Bọ cánh cứng đè lên thì không đi được, và màu của Bọ cánh cứng được tính là màu của chồng quân đó.
hive-lesson-05-narration-2 = Leo lên Châu chấu của bạn. Đen sẽ đáp lại; sau đó hãy leo xuống khỏi tổ vào ô trống được chiếu sáng.
hive-lesson-05-hint-1 = Nhấp Bọ cánh cứng, rồi Châu chấu cạnh nó.
hive-lesson-05-hint-1-pad = Nhấn { $a } vào Bọ cánh cứng, rồi Châu chấu cạnh nó.
hive-lesson-05-hint-2 = Từ trên cao, Bọ cánh cứng có thể xuống bất kỳ ô trống nào cạnh chồng quân của nó.
hive-lesson-05-wrong = Làm theo bài: trước hết leo lên Châu chấu của bạn, rồi xuống ô trống được chiếu sáng.

## 06-the-grasshopper
hive-lesson-06-title = Châu chấu nhảy
hive-lesson-06-narration-1 = Châu chấu không trượt: nó nhảy theo đường thẳng qua một hay nhiều quân và đáp xuống ô trống đầu tiên phía sau.
hive-lesson-06-narration-2 = Cho Châu chấu nhảy qua cả hàng tới ô được chiếu sáng.
hive-lesson-06-hint-1 = Nhấp Châu chấu ở đầu hàng.
hive-lesson-06-hint-1-pad = Nhấn { $a } vào Châu chấu ở đầu hàng.
hive-lesson-06-hint-2 = Chỗ đáp duy nhất của nó là ô sau con Kiến đen.
hive-lesson-06-wrong = Cho Châu chấu nhảy qua hàng quân.

## 07-the-spider
hive-lesson-07-title = Nhện đi ba bước
hive-lesson-07-narration-1 = Nhện trượt đúng ba ô quanh tổ: không hơn, không kém, và không bao giờ quay lại ô vừa rời khỏi.
hive-lesson-07-narration-2 = Cho Nhện đi ba ô dọc mép tổ, tới ô được chiếu sáng.
hive-lesson-07-hint-1 = Nhấp Nhện: chỉ có hai ô cách đúng ba bước.
hive-lesson-07-hint-1-pad = Nhấn { $a } vào Nhện: chỉ có hai ô cách đúng ba bước.
hive-lesson-07-hint-2 = Đếm bước: một, hai, ba, vòng theo mép, không bao giờ xuyên qua quân.
hive-lesson-07-wrong = Cho Nhện đi ba ô, tới ô được chiếu sáng.

## 08-the-ant
hive-lesson-08-title = Kiến đi khắp nơi
hive-lesson-08-narration-1 = Kiến lính trượt bao nhiêu ô quanh tổ cũng được. Nó tới được gần như mọi ô ở mép tổ, nên là quân mạnh nhất để chặn.
hive-lesson-08-narration-2 = Di chuyển Kiến tới bất cứ đâu nó đi được.
hive-lesson-08-hint-1 = Nhấp Kiến: mọi ô xanh lá đều trong tầm.
hive-lesson-08-hint-1-pad = Nhấn { $a } vào Kiến: mọi ô xanh lá đều trong tầm.
hive-lesson-08-hint-2 = Đầu xa của tổ, phía sau Kiến đen, là một chỗ tốt.
hive-lesson-08-wrong = Di chuyển Kiến của bạn.

## 09-one-hive
hive-lesson-09-title = Một tổ duy nhất
hive-lesson-09-narration-1 = Tổ lúc nào cũng phải liền một khối. Quân nào mà rời đi sẽ chia tổ làm hai thì bị ghim: nó không đi được, kể cả trong chốc lát trên đường đi.
hive-lesson-09-narration-2 = Ong chúa của bạn giữ con Kiến dính vào phần còn lại của tổ. Hãy thử di chuyển Ong chúa: trò chơi nói vì sao không được. Hãy đi con Kiến.
hive-lesson-09-hint-1 = Mọi quân ở giữa hàng này đều bị ghim; chỉ hai đầu mới rời đi được.
hive-lesson-09-hint-2 = Nhấp con Kiến ở đầu hàng.
hive-lesson-09-hint-2-pad = Nhấn { $a } vào con Kiến ở đầu hàng.
hive-lesson-09-wrong = Hãy đi con Kiến: đó là quân duy nhất của bạn còn tự do.

## 10-freedom-to-move
hive-lesson-10-title = Tự do di chuyển
hive-lesson-10-narration-1 = Quân trượt phải lọt qua được: nó không thể lách giữa hai quân vào một khe chỉ rộng bằng chính nó. Ô được chiếu sáng đang trống, nhưng năm quân vây quanh nó, nên không Kiến nào trượt vào được.
hive-lesson-10-narration-2 = Nhấp con Kiến và xem ô được chiếu sáng không được đề nghị. Rồi di chuyển Kiến tới chỗ khác bất kỳ.
hive-lesson-10-narration-2-pad = Nhấn { $a } vào con Kiến và xem ô được chiếu sáng không được đề nghị. Rồi di chuyển Kiến tới chỗ khác bất kỳ.
hive-lesson-10-hint-1 = Lối duy nhất vào ô được chiếu sáng nằm giữa Ong chúa của bạn và Kiến đen, và cửa ấy đã đóng.
hive-lesson-10-hint-2 = Ô xanh lá nào cũng được.
hive-lesson-10-wrong = Di chuyển Kiến của bạn.

## 11-surround-the-queen
hive-lesson-11-title = Vây Ong chúa
hive-lesson-11-narration-1 = Bạn thắng khi cả sáu ô quanh Ong chúa đối thủ bị lấp đầy, bằng quân màu nào cũng được.
hive-lesson-11-narration-2 = Ong chúa của Đen chỉ còn một mặt trống. Hãy lấp nó.
hive-lesson-11-hint-1 = Kiến của bạn có thể đi vòng quanh tổ tới ô trống cạnh Ong chúa đen.
hive-lesson-11-hint-2 = Nhấp Kiến, rồi ô được chiếu sáng.
hive-lesson-11-hint-2-pad = Nhấn { $a } vào Kiến, rồi ô được chiếu sáng.
hive-lesson-11-wrong = Nước đó không vây kín Ong chúa đen.

## 12-a-draw
hive-lesson-12-title = Hòa
hive-lesson-12-narration-1 = Nếu một nước lấp đầy ô trống cuối cùng quanh cả hai Ong chúa cùng lúc, không ai thắng: ván hòa.
hive-lesson-12-narration-2 = Ở đây mỗi Ong chúa còn một mặt trống, và đó là cùng một ô. Cho Châu chấu nhảy vào đó và ván đấu kết thúc hòa.
hive-lesson-12-hint-1 = Ô giữa hai Ong chúa là mặt trống cuối cùng của mỗi con.
hive-lesson-12-hint-2 = Nhấp Châu chấu, rồi ô mà hai Ong chúa cùng chạm.
hive-lesson-12-hint-2-pad = Nhấn { $a } vào Châu chấu, rồi ô mà hai Ong chúa cùng chạm.
hive-lesson-12-wrong = Bài này cần nước vây kín cả hai Ong chúa cùng lúc.

## 13-the-mosquito
hive-lesson-13-title = Muỗi
hive-lesson-13-narration-1 = Muỗi không có cách đi riêng: nó đi như bất kỳ côn trùng nào nó chạm vào. Cạnh Châu chấu thì nhảy, cạnh Kiến thì chạy; nếu chỉ chạm những con Muỗi khác thì nó không đi được.
hive-lesson-13-narration-2 = Muỗi của bạn chạm Ong chúa và Châu chấu của bạn. Hãy nhảy như Châu chấu, qua nó tới ô được chiếu sáng.
hive-lesson-13-hint-1 = Nhấp Muỗi: nó được đề nghị các bước của Ong chúa và các cú nhảy của Châu chấu.
hive-lesson-13-hint-1-pad = Nhấn { $a } vào Muỗi: nó được đề nghị các bước của Ong chúa và các cú nhảy của Châu chấu.
hive-lesson-13-hint-2 = Ô được chiếu sáng nằm thẳng phía sau Châu chấu của bạn.
hive-lesson-13-wrong = Lần này dùng cú nhảy của Châu chấu, qua Châu chấu của bạn tới ô được chiếu sáng.

## 14-the-ladybug
hive-lesson-14-title = Bọ rùa
hive-lesson-14-narration-1 = Bọ rùa luôn đi ba ô: hai bước trên nóc tổ, rồi một bước xuống một ô trống.
hive-lesson-14-narration-2 = Cho Bọ rùa đi qua Châu chấu của bạn và Châu chấu đen, rồi xuống ô được chiếu sáng.
hive-lesson-14-hint-1 = Nhấp Bọ rùa: các ô của nó nằm khắp quanh tổ, tới được bằng đường trên nóc.
hive-lesson-14-hint-1-pad = Nhấn { $a } vào Bọ rùa: các ô của nó nằm khắp quanh tổ, tới được bằng đường trên nóc.
hive-lesson-14-hint-2 = Lên Châu chấu của bạn, sang Châu chấu của Đen, rồi xuống ô được chiếu sáng.
hive-lesson-14-wrong = Đưa Bọ rùa qua hai con Châu chấu tới ô được chiếu sáng.

## 15-the-pillbug
hive-lesson-15-title = Cú ném của Bọ cuộn
hive-lesson-15-narration-1 = Bọ cuộn đi một ô, như Ong chúa. Thay vì đi, nó có thể nhấc một quân đang chạm nó, màu nào cũng được, qua người nó tới một ô trống nó cũng chạm. Nó không được nhấc quân vừa di chuyển, một chồng quân, hay quân mà tổ cần để liền khối.
hive-lesson-15-narration-2 = Ném con Kiến đen cạnh Bọ cuộn của bạn tới ô trống được chiếu sáng.
hive-lesson-15-hint-1 = Nhấp Bọ cuộn, rồi con Kiến đen nó ném được, rồi chỗ Kiến rơi xuống.
hive-lesson-15-hint-1-pad = Nhấn { $a } vào Bọ cuộn, rồi con Kiến đen nó ném được, rồi chỗ Kiến rơi xuống.
hive-lesson-15-hint-2 = Kiến rơi xuống ô trống được chiếu sáng, ô ấy cũng chạm Bọ cuộn.
hive-lesson-15-wrong = Ném con Kiến đen tới ô trống được chiếu sáng.

## 16-a-stunned-tile
hive-lesson-16-title = Quân bị choáng
hive-lesson-16-narration-1 = Quân vừa bị Bọ cuộn ném thì bị choáng: nó không đi được ở lượt kế tiếp của chủ nó, và không Bọ cuộn nào được nhấc nó. Ở đây bạn cầm Đen, và Bọ cuộn của Trắng vừa ném con Kiến của bạn.
hive-lesson-16-narration-2 = Hãy thử di chuyển con Kiến: trò chơi nói vì sao không được. Hãy đi con Nhện.
hive-lesson-16-hint-1 = Ong chúa và Châu chấu của bạn giữ tổ liền khối; Nhện của bạn được tự do.
hive-lesson-16-hint-2 = Nhấp Nhện: hai ô của nó chuyển xanh lá.
hive-lesson-16-hint-2-pad = Nhấn { $a } vào Nhện: hai ô của nó chuyển xanh lá.
hive-lesson-16-wrong = Lần này hãy đi con Nhện.

## 17-passing
hive-lesson-17-title = Bỏ lượt
hive-lesson-17-narration-1 = Nếu bạn không thể đặt cũng không thể đi quân nào, bạn phải bỏ lượt, và chỉ khi đó. Ở đây bạn cầm Đen: mọi quân đen đều bị ghim hoặc bị chặn, và mọi ô trống đều chạm quân trắng.
hive-lesson-17-narration-2 = Hãy bỏ lượt.
hive-lesson-17-hint-1 = Thử một quân: trò chơi cho biết vì sao nó không đi được.
hive-lesson-17-hint-2 = Nhấn Bỏ lượt ở cuối bàn.
hive-lesson-17-wrong = Bạn không có nước nào: hãy bỏ lượt.

# Bài học Blokus 3D

## 01-choosing-and-turning
blokus-lesson-01-title = Chọn và xoay một khối
blokus-lesson-01-narration-1 = Trong Blokus 3D, người chơi cùng nhau xây một công trình trên bàn xoay. Mỗi màu có mười một khối, từ hai đến bốn khối lập phương. Bạn cầm Xanh dương và đặt trước.
blokus-lesson-01-narration-2 = Nhấp một khối trong khay và giữ nó phía trên các ô được chiếu sáng của công trình. R, F và G xoay nó quanh ba trục, để nó nằm, đứng hay lật nghiêng; bàn xoay quay theo chuột. Nhấp để thả nó xuống.
blokus-lesson-01-narration-2-pad = Nhấn { $a } để lấy một khối trong khay ({ $shoulders } chọn khối khác) và dùng { $dpad } giữ nó phía trên các ô được chiếu sáng của công trình. { $x }, { $y } và { $rt } xoay nó quanh ba trục, để nó nằm, đứng hay lật nghiêng. { $a } thả nó xuống.
blokus-lesson-01-hint-1 = Khối đầu tiên được đặt ở bất kỳ đâu trong công trình.
blokus-lesson-01-hint-2 = Nếu khối không hạ xuống được, là nó đang thò ra ngoài: xoay nó bằng R, F hay G, hoặc dời vào trong.
blokus-lesson-01-wrong = Bất kỳ cách đặt nào luật cho phép đều hoàn thành bài này.

## 02-the-first-round
blokus-lesson-02-title = Vòng đầu tiên
blokus-lesson-02-narration-1 = Xanh dương đã đặt khối đầu tiên. Giờ bạn cầm Vàng. Ở vòng đầu, mỗi màu sau màu đầu tiên phải đặt một khối có trọn một mặt áp vào khối đã có, và chạm mặt bàn.
blokus-lesson-02-narration-2 = Đặt một khối Vàng áp vào khối Xanh dương, đứng trên mặt bàn. Thử để nó lơ lửng bên trên hoặc đứng riêng: trò chơi nói vì sao không được.
blokus-lesson-02-hint-1 = Đặt khối của bạn cạnh các khối lập phương Xanh dương được chiếu sáng, trên mặt bàn.
blokus-lesson-02-hint-2 = Khối thẳng ba ô vừa dọc theo cạnh phải của khối Xanh dương.
blokus-lesson-02-wrong = Bất kỳ cách đặt nào luật cho phép đều hoàn thành bài này.

## 03-touching-your-colour
blokus-lesson-03-title = Chạm màu của mình
blokus-lesson-03-narration-1 = Từ khối thứ hai trở đi, mỗi khối mới phải có ít nhất một mặt trọn vẹn, bên cạnh, trên hay dưới, áp vào một khối lập phương cùng màu với bạn. Chạm cả màu khác cũng được; chỉ chạm ở cạnh hay góc thì không đủ.
blokus-lesson-03-narration-2 = Bạn lại cầm Xanh dương. Đặt một khối áp mặt vào các khối lập phương Xanh dương được chiếu sáng.
blokus-lesson-03-hint-1 = Khối chỉ chạm Vàng sẽ bị từ chối: trò chơi cho biết lý do.
blokus-lesson-03-hint-2 = Khối vuông vừa vào chỗ lõm của chữ L.
blokus-lesson-03-wrong = Bất kỳ cách đặt nào luật cho phép đều hoàn thành bài này.

## 04-no-overhang
blokus-lesson-04-title = Không chìa ra ngoài
blokus-lesson-04-narration-1 = Các khối được thả từ trên xuống và chồng lên nhau. Mỗi khối lập phương phải nằm trên mặt bàn hoặc trên khối lập phương ngay bên dưới: không phần nào được treo lơ lửng trên khoảng trống, và không được để lỗ hổng bên dưới.
blokus-lesson-04-narration-2 = Đặt một khối Xanh dương lên trên các khối lập phương Xanh dương được chiếu sáng, sao cho mọi khối lập phương của nó đều tựa lên một khối.
blokus-lesson-04-hint-1 = Khối nào sẽ treo trên một ô trống thì bị từ chối.
blokus-lesson-04-hint-2 = Khối chữ T nằm phẳng vừa trên chữ L và khối vuông của bạn.
blokus-lesson-04-wrong = Đặt khối này lên các khối lập phương được chiếu sáng, mỗi khối lập phương tựa trên một khối.

## 05-the-limits
blokus-lesson-05-title = Giới hạn của công trình
blokus-lesson-05-narration-1 = Mỗi công trình có hình dạng riêng và giới hạn chiều cao cho từng ô: không khối lập phương nào được ở ngoài hình hay cao quá giới hạn. Trên bậc thang này hàng trước chứa một khối, hàng kế hai, rồi ba, và hàng sau cùng bốn.
blokus-lesson-05-narration-2 = Dựng đứng khối thẳng ba ô, cao ba khối. Thử ở hàng trước: trò chơi từ chối. Nó vừa ở hai hàng sau.
blokus-lesson-05-hint-1 = R, F hay G dựng đứng khối thẳng.
blokus-lesson-05-hint-2 = Hàng sau được chiếu sáng cao bốn khối.
blokus-lesson-05-wrong = Dựng đứng khối thẳng, cao ba khối.

## 06-scoring-from-above
blokus-lesson-06-title = Tính điểm từ trên xuống
blokus-lesson-06-narration-1 = Khi không ai đặt được nữa, công trình được nhìn thẳng từ trên xuống: mỗi ô có khối lập phương trên cùng mang màu của bạn được một điểm, và mỗi khối còn trong khay bị trừ một.
blokus-lesson-06-narration-2 = Cột Vàng ở ô được chiếu sáng hiện màu Vàng khi nhìn từ trên. Hãy phủ nó bằng Xanh dương, chạm các khối Xanh dương của bạn.
blokus-lesson-06-hint-1 = Một khối đặt lên trên Vàng, cạnh chữ T của bạn, sẽ chạm Xanh dương.
blokus-lesson-06-hint-2 = Hai khối lập phương thẳng hàng, trên ô được chiếu sáng và ô phía sau.
blokus-lesson-06-wrong = Cách đặt đó không làm ô được chiếu sáng hiện Xanh dương từ trên xuống.

## 07-a-colour-that-cannot-place
blokus-lesson-07-title = Màu không đặt được thì bị loại
blokus-lesson-07-narration-1 = Màu nào đến lượt mà không đặt được khối thì bị loại đến hết ván; những màu khác chơi tiếp, và ván kết thúc khi không ai đặt được nữa.
blokus-lesson-07-narration-2 = Vàng chỉ còn vài chỗ. Một lần đặt của Xanh dương chiếm hết: tìm ra nó, và Vàng bị loại.
blokus-lesson-07-hint-1 = Tìm vài chỗ mà Vàng vẫn còn chạm được màu Vàng.
blokus-lesson-07-hint-2 = Khối thẳng ba ô của bạn lấp kín chúng.
blokus-lesson-07-wrong = Sau nước đó Vàng vẫn đặt được: hãy thử lại.
