# नियमांकडून आलेले शब्द आणि नकार (tabletop_rules::Explained).

## Deblockle चे शब्द
face-star = तारा
face-stop = थांबा
face-cross = अधिक
face-x = फुली
face-slider = घसरण
face-hoops = कडी
player-gold = सोनेरी
player-teal = मोरपंखी

## Hive आणि Blokus 3D चे शब्द
bug-queen = राणी मधमाशी
bug-beetle = भुंगा
bug-grasshopper = टोळ
bug-spider = कोळी
bug-ant = सैनिक मुंगी
bug-mosquito = डास
bug-ladybug = लेडीबग
bug-pillbug = पिलबग
colour-blue = निळा
colour-yellow = पिवळा
colour-red = लाल
colour-green = हिरवा

rules-game-over = डाव संपला आहे.

## Deblockle: चाल का चालत नाही
deblockle-no-block = { $square } वर ठोकळा नाही.
deblockle-tip-next-to-block = ठोकळ्याशेजारच्या घरावर कलंडवा: उत्तर, पूर्व, दक्षिण किंवा पश्चिम.
deblockle-no-legal-move = { $square } वरील ठोकळ्याला वैध चाल नाही.
deblockle-not-your-block = { $square } वरील ठोकळा { $owner } यांचा आहे, तुमचा नाही.
deblockle-tip-off-board = ठोकळा पटाबाहेर कलंडवता येत नाही.
deblockle-square-taken = ते घर भरलेले आहे: { $square } वर ठोकळा आहे.
deblockle-tip-onto-home-star = { $star } हा तुमचा घरचा तारा आहे: ठोकळा ताऱ्यावर फक्त तारा वर ठेवून, तुमच्या लक्ष्य ताऱ्यावर, { $target } वर कलंडवता येतो.
deblockle-target-needs-star-up = ठोकळा फक्त तुमच्या लक्ष्य ताऱ्यावर तारा वर येऊन उतरला तरच पट सोडतो; या कलंडण्याने वर { $face } येईल.
deblockle-star-up-off-target = तारा फक्त तुमच्या लक्ष्य ताऱ्यावरच वर असू शकतो.
deblockle-hop-after-removal = ठोकळा तुमच्या लक्ष्य ताऱ्यावर पट सोडतो, म्हणून उडी नाही.
deblockle-stop-has-no-hop = वर थांबा आहे: खेळी उडीशिवाय संपते.
deblockle-nowhere-to-hop = या कलंडण्यानंतर { $face } ला कुठेच जाता येणार नाही, म्हणून हे कलंडणे चालत नाही.
deblockle-stays-without-hop = या कलंडण्यानंतर { $face } ला कुठेच जाता येत नाही: ठोकळा कलंडला तिथेच राहतो, उडीशिवाय.
deblockle-hop-missing = वरच्या { $face } ने उडी मारलीच पाहिजे: तो कुठे उतरेल ते निवडा, उदाहरणार्थ { $example }.
deblockle-hop-onto-star = ठोकळा कधीही ताऱ्यावर थांबू शकत नाही.
deblockle-cross-hops-one-square = अधिक अगदी एक घर उत्तर, पूर्व, दक्षिण किंवा पश्चिमेला उडी मारते.
deblockle-x-hops-one-diagonal = फुली अगदी एक घर तिरकी उडी मारते.
deblockle-slider-must-move = घसरण किमान एक घर हललीच पाहिजे.
deblockle-slider-straight-line = घसरण सरळ रेषेत उत्तर, पूर्व, दक्षिण किंवा पश्चिमेला घसरते.
deblockle-slider-path-blocked = घसरण ठोकळ्यातून पुढे जाऊ शकत नाही.
deblockle-slider-stops-early = घसरण कडा किंवा ठोकळा थांबवेपर्यंत घसरते; ती आधी फक्त ताऱ्याच्या अगदी आधी थांबू शकते.
deblockle-hoops-odd-distance = कडी अगदी तीन एकेरी पावले टाकते, म्हणून ती नेहमी विषम अंतरावर थांबते.
deblockle-hoops-no-path = रिकाम्या घरांवरून तीन एकेरी पावलांत कडी त्या घरापर्यंत पोहोचू शकत नाही.
deblockle-ends-next-to-opponent = शेजारी ठोकळे नाहीत या नियमात, तुमची खेळी तुमचा ठोकळा प्रतिस्पर्ध्याच्या ठोकळ्याशेजारी ठेवून संपू शकत नाही.

## Deblockle: तयारी
setup-block-count = { $player } यांच्याकडे 1 ते 4 ठोकळे असले पाहिजेत, { $count } नाही.
setup-roll-count = { $player } यांच्याकडे { $expected } ठोकळे आहेत, पण { $found } टाकले गेले.
setup-placement-count = { $player } यांच्याकडे { $expected } ठोकळे आहेत, पण { $found } ठेवले गेले.
setup-not-a-starting-square = { $square } हे { $player } यांचे सुरुवातीचे घर नाही.
setup-square-used-twice = { $square } वर दोन ठोकळे ठेवले गेले.
setup-unreadable-placement = हे ठेवलेल्या ठोकळ्यांसारखे वाचता येत नाही: प्रत्येक म्हणजे त्याचा चौकोन आणि दोन बाजूंची अक्षरे, वरची मग उत्तरेची, जसे c7SC.
setup-no-such-block = { $player } यांच्याकडे क्रमांक { $block } चा ठोकळा नाही.
setup-top-changed = { $rolled } पडलेला { $player } यांचा ठोकळा फक्त उभ्या अक्षाभोवती फिरवता येतो, { $rolled } वर ठेवून; { $shown } दाखवण्यासाठी नाही.
setup-face-not-rolled = { $square } वरील { $player } यांचा ठोकळा वर { $face } दाखवतो, पण { $player } यांचा कोणताही ठोकळा { $face } पडलेला नाही.

## Hive: चाल का चालत नाही
hive-pass-with-moves = दुसरे काहीच शक्य नसेल तेव्हाच पाळी सोडता येते.
hive-not-yours = { $piece } तुमची फरशी नाही.
hive-out-of-order = { $piece } ची पाळी अजून नाही: आधी { $next } ठेवा.
hive-queen-on-first-turn = खेळाडूच्या पहिल्या फेरीत राणी ठेवता येत नाही.
hive-queen-due = चौथ्या फेरीपर्यंत राणी ठेवलीच पाहिजे: आता ठेवा.
hive-hex-taken = नवी फरशी रिकाम्या जागेवर जाते.
hive-must-touch-own = नवी फरशी तुमच्या रंगाला स्पर्श केली पाहिजे.
hive-touches-other = नवी फरशी दुसऱ्या रंगाला स्पर्श करू शकत नाही.
hive-must-touch-first = दुसरी फरशी पहिलीला स्पर्श केली पाहिजे.
hive-first-tile-elsewhere = पहिली फरशी मध्यभागी जाते.
hive-queen-not-placed = मालकाची राणी ठेवल्याशिवाय कोणतीही फरशी हलू शकत नाही.
hive-covered = { $piece } भुंग्याखाली झाकली गेली आहे आणि हलू शकत नाही.
hive-pinned = { $piece } हलवल्यास पोळे तुटेल.
hive-setup-in-parts = फरशा एकच पोळे नाहीत: ते दोन किंवा अधिक भागांत आहे.
hive-setup-climber = { $piece } दुसऱ्या फरशीवर आहे, पण फक्त भुंगे (आणि त्यांच्या शेजारचे डास) चढतात.
hive-setup-no-queen = { $player } ने राणी माशीशिवाय चार फरशा ठेवल्या आहेत; राणी चौथ्या फरशीपर्यंत यायलाच हवी.
hive-setup-black-first = पांढरा खेळण्याआधीच काळ्याच्या फरशा आहेत: पांढरा आधी खेळतो.
hive-setup-white-not-played = एकही फरशी ठेवलेली नाही, तरी काळ्याची पाळी आहे: पांढरा पहिल्या पाळीत नेहमी फरशी ठेवतो.
hive-setup-black-not-played = काळ्याची पाळी होऊन गेली तरी त्याची एकही फरशी नाही: काळा पहिल्या पाळीत नेहमी फरशी ठेवतो.
hive-setup-not-in-game = { $piece } या खेळात नाही.
hive-setup-out-of-reach = ते षटकोन फरशांपासून खूप दूर आहे: फरशी एखाद्या फरशीपासून किंवा टेबलाच्या मध्यापासून { $reach } षटकोनांच्या आत ठेवा.
hive-nowhere-to-go = { $piece } ला जाण्यासाठी कुठेही जागा नाही.
hive-cannot-reach = तिथून { $bug } त्या जागेपर्यंत पोहोचू शकत नाही.
hive-moved-last-turn = { $piece } मागच्या खेळीत हलवला गेला, म्हणून तो आता हलू शकत नाही किंवा हलवला जाऊ शकत नाही.
hive-stacked-not-thrown = पिलबग { $piece } हलवू शकत नाही: तो ढिगात आहे.

## Blokus 3D: तुकडा का ठेवता येत नाही
blokus-not-in-hand = { $piece } तुमच्या हातात नाही.
blokus-no-such-orientation = { $piece } च्या दिशा 0 ते { $last } आहेत, { $orientation } नाही.
blokus-outside = एक घन रचनेच्या बाहेर उभा राहील.
blokus-overhang = प्रत्येक घन पटावर किंवा घनावर टेकला पाहिजे: इथे खाली पोकळी राहील.
blokus-too-high = एक घन तिथे रचनेला चालणाऱ्या उंचीपेक्षा उंच जाईल.
blokus-first-must-touch-a-piece = तुमचा पहिला तुकडा आधी ठेवलेल्या तुकड्याशी एक बाजू शेअर केला पाहिजे.
blokus-first-must-touch-the-board = तुमचा पहिला तुकडा पटाला स्पर्श केला पाहिजे.
blokus-must-touch-own-colour = तुकडा स्वतःच्या रंगाच्या घनाशी एक बाजू शेअर केला पाहिजे.

## Deblockle: डाव कसा संपतो
deblockle-wins = { $player } यांनी पट रिकामा केला आणि ते जिंकले!
deblockle-draw-neither-can-move = बरोबरी: कोणताही खेळाडू चाल खेळू शकत नाही.
deblockle-draw-repetition = बरोबरी: तीच स्थिती तिसऱ्यांदा आली.
deblockle-draw-move-cap = बरोबरी: चालींची कमाल संख्या गाठली.
deblockle-draw-agreement = खेळाडूंच्या संमतीने बरोबरी.
deblockle-blocked = { $blocked } Deblockle झाले: वैध चाल नाही, म्हणून { $player } पुन्हा खेळतात.
hive-white = पांढरा
hive-black = काळा

board-block-on-star = ठोकळा { $square } वरील ताऱ्यावर उभा राहू शकत नाही.
board-square-taken = { $square } वर दोन ठोकळे.
board-too-many-blocks = { $player } यांच्याकडे चारपेक्षा जास्त ठोकळे आहेत.
position-at = अक्षर { $column }: { $reason }
position-empty = स्थिती रिकामी आहे.
position-unexpected = '{ $found }' येथे बसत नाही; ओळीत 1-7 अंक, '*' आणि gSC सारखे ठोकळे असतात.
position-zero = अंक 1-7 रिकामी घरे मोजतो; 0 चालत नाही.
position-rank-too-long = ओळ { $rank } मध्ये 7 पेक्षा जास्त घरे आहेत.
position-rank-too-short = ओळ { $rank } मध्ये { $squares } घरे आहेत; प्रत्येक ओळीला 7 लागतात.
position-too-many-ranks = 7 पेक्षा जास्त ओळी.
position-too-few-ranks = पटावर { $found } ओळी आहेत; '/' ने वेगळ्या 7 लागतात.
position-star-off-star = '*' { $square } दाखवतो, जे तारा नाही (तारे d2 आणि d6 आहेत).
position-missing-top = { $square } वरील ठोकळ्याला वरच्या बाजूचे अक्षर हवे (S P C X L H).
position-missing-north = { $square } वरील ठोकळ्याला उत्तरेकडील बाजूचे अक्षर हवे (S P C X L H).
position-bad-top = '{ $found }' ही बाजू नाही; { $square } वरील ठोकळ्याची वरची बाजू S P C X L H पैकी एक असते.
position-bad-north = '{ $found }' ही बाजू नाही; { $square } वरील ठोकळ्याची उत्तरेकडील बाजू S P C X L H पैकी एक असते.
position-faces-not-adjacent = { $square } वरील ठोकळा वर { $top } आणि उत्तरेला { $north } दाखवू शकत नाही: त्या शेजारच्या बाजू नाहीत.
position-missing-turn = पटानंतर एक जागा आणि खेळी असलेला खेळाडू: g किंवा t.
position-bad-turn = '{ $found }' खेळाडू नाही; खेळी असलेला खेळाडू g किंवा t असतो.
position-trailing = खेळी असलेल्या खेळाडूनंतर आणखी मजकूर आहे.
position-no-blocks = कोणत्याही खेळाडूचा ठोकळा पटावर नाही.
hive-bad-piece = '{ $text }' ही फरशी नाही (जसे wQ, bS1, wA3).
hive-bad-move = '{ $text }' ही चाल नाही (जसे wS1, bG1 -wS1, wB1 wQ, pass).
hive-where-to = '{ $text }' कोणती फरशी ते सांगते, पण कुठे ते नाही: पहिल्या खेळीनंतर ती कोणत्या फरशीशेजारी जाते ते सांगा (उदा. { $text } -wS1).
hive-not-in-hive = { $piece } पोळ्यात नाही.
hive-illegal-in-game = { $move }: { $reason }
hive-bad-game-type = खेळाचा प्रकार '{ $kind }' आहे: Base अपेक्षित आहे, किंवा M, L आणि P सह Base+ (जसे Base+MLP).
hive-not-in-game = { $piece } या खेळात नाही: त्याचा विस्तार खेळला जात नाही.
hive-game-contradicts = डावाच्या नोंदीत { $written } आहे, पण तिच्या खेळींनी { $replayed } होते.
hive-bad-start = हा डाव ज्या स्थितीपासून सुरू झाला तिथे कोणताही डाव पोहोचत नाही: { $reason }
hive-set-up-start = PGN आणि UHP इंजिने प्रत्येक डाव रिकाम्या टेबलापासून सुरू करतात, आणि हा डाव हाताने मांडलेल्या स्थितीपासून सुरू झाला. त्याऐवजी तो जतन करा.
hive-record-unknown = हा हा प्रोग्राम वाचू शकेल असा Hive चा नोंदवलेला खेळ नाही (hivegame.com किंवा Mzinga चा PGN, BoardSpace चा SGF, किंवा UHP GameString).
hive-record-line = ओळ { $line }: { $reason }
blokus-bad-setup = '{ $text }' ही रचना आणि खेळाडू नाहीत (जसे A-2, D-4, D-2x2).
blokus-bad-placement = '{ $text }' हे ठेवणे नाही (जसे L4:5@3,2: तुकडा, दिशा, x, y).
blokus-illegal-placement = ठेवणे { $number } ({ $placement }): { $reason }
blokus-bad-set-up-part = '{ $text }' हा मांडणीचा भाग नाही (उदा. B=L4:5@3,2, turn=Y किंवा out=R).
blokus-bad-given-up = '{ $text }' हा खेळातील सोडून दिलेला रंग नाही (उदा. R out of time किंवा B resigned).
blokus-set-up-unreachable = मांडलेल्या स्थितीपर्यंत कोणताही डाव पोहोचत नाही: { $reason }
blokus-set-up-apart = { $colour } चे सर्व तुकडे पृष्ठभागाने एकमेकांना टेकलेले नाहीत, आणि पहिल्यानंतरचा प्रत्येक तुकडा आपल्या रंगाला पृष्ठभागाने टेकतो.
blokus-set-up-off-the-board = { $colour } चा एकही तुकडा पटाला टेकलेला नाही, आणि प्रत्येक रंगाचा पहिला तुकडा टेकतो.
blokus-set-up-scattered = तुकडे पृष्ठभागाने जोडलेली एकच रचना नाहीत: पहिल्यानंतरचा प्रत्येक तुकडा आधी ठेवलेल्या तुकड्याला टेकतो.
blokus-set-up-turn-order = क्रमाबाहेर: खेळत असलेला प्रत्येक रंग प्रत्येक फेरीत क्रमाने एक तुकडा ठेवतो.

## Clocks
clock-unreadable = '{ $text }' हे वेळ-नियंत्रण नाही: प्रत्येकी मिनिटे आणि प्रत्येक खेळीला सेकंद लिहा, उदा. 5+3 (किंवा 10, किंवा 0+30).
clock-no-time = '{ $text }' मध्ये काहीच वेळ नाही.
clock-too-long = '{ $text }' एका दिवसापेक्षा जास्त आहे.

deblockle-unreadable-move = ही Deblockle च्या लेखनपद्धतीतील चाल नाही (जसे c1N-d3 किंवा e3N).
