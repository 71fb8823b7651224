# Deblockle's lessons: each lesson file under assets/tutorial/deblockle names these keys.

## 01-the-board-and-the-goal
lesson-01-title = The board and the goal
lesson-01-narration-1 = Deblockle is played on a 7x7 board with two star squares: d2 is Gold's home star, d6 is Teal's. You play Gold, from the south edge.
lesson-01-narration-2 = Your target is your opponent's home star, d6. A block that is tipped onto it with its Star face up leaves the board. Take all your blocks off and you win.
lesson-01-narration-3 = Your block on d5 has X on top and Stop facing north; the Star is on its south side. Tip it north, over its bottom edge, and the Star comes up as it lands on d6.
lesson-01-hint-1 = Click the block on d5, then the star on d6.
lesson-01-hint-1-pad = Press { $a } on the block on d5, then the star on d6.
lesson-01-hint-2 = The move is d5N: tip north.
lesson-01-wrong = That is a fine move, but this lesson wants the block on d5 tipped Star-up onto d6.

## 02-tipping-and-stop
lesson-02-title = Tipping, and Stop
lesson-02-narration-1 = Every turn starts with a tip: roll one of your blocks over one of its bottom edges onto the square next to it, north, east, south or west. Never diagonally, never off the board, never onto another block.
lesson-02-narration-2 = A block may not tip onto a star square either, unless it lands Star-up on your target star. Try tipping the c2 block east onto d2: the game will tell you why not.
lesson-02-narration-3 = After the tip, the symbol now on top says how the block hops. Stop means no hop: the turn is over. Tip the c2 block north so that Stop comes up, and it stays on c3.
lesson-02-hint-1 = Tipping north brings the south face up. What is on the south side of this block?
lesson-02-hint-2 = Click c2, then c3.
lesson-02-hint-2-pad = Press { $a } on c2, then c3.
lesson-02-wrong = That move is legal, but it does not leave the block standing on c3 with Stop on top.

## 03-cross
lesson-03-title = Cross
lesson-03-narration-1 = Cross on top means: hop one square orthogonally, north, east, south or west, onto an empty square that is not a star.
lesson-03-narration-2 = Puzzle: bring the b3 block to c4 in one move. Which tip brings Cross up?
lesson-03-hint-1 = Tipping east brings the west face up: Cross.
lesson-03-hint-2 = Tip east first: click b3, then c3.
lesson-03-hint-2-pad = Tip east first: press { $a } on b3, then c3.
lesson-03-hint-3 = With Cross on top the blue squares are one step away. Click c4.
lesson-03-hint-3-pad = With Cross on top the blue squares are one step away. Press { $a } on c4.
lesson-03-wrong = Legal, but the block should end on c4: tip east, then hop north.

## 04-x
lesson-04-title = X
lesson-04-narration-1 = X on top means: hop one square diagonally. The hop moves the block without turning it, so X stays on top.
lesson-04-narration-2 = Puzzle: bring the b3 block to d4 in one move.
lesson-04-hint-1 = Tip east: X comes up on c3, then hop diagonally.
lesson-04-hint-2 = Click b3, then c3, then d4.
lesson-04-hint-2-pad = Press { $a } on b3, then c3, then d4.
lesson-04-wrong = Legal, but the block should end on d4, one diagonal step from c3.

## 05-slider
lesson-05-title = Slider
lesson-05-narration-1 = Slider on top means: slide in a straight line, north, east, south or west, until the next square is the edge of the board or a block. It must move at least one square.
lesson-05-narration-2 = Stars do not stop a slide: the block slides over them. If the slide would end on a star, it stops on the square before it instead, and it may always choose to stop just before a star on its way.
lesson-05-narration-3 = Puzzle: get the c3 block to d7, beyond Teal's star, in one move.
lesson-05-hint-1 = Tip east so that Slider comes up on d3, then slide north over the star.
lesson-05-hint-2 = Click c3, then d3. The blue squares are where the slide can end.
lesson-05-hint-2-pad = Press { $a } on c3, then d3. The blue squares are where the slide can end.
lesson-05-hint-3 = Click d7.
lesson-05-hint-3-pad = Press { $a } on d7.
lesson-05-wrong = Legal, but this slide should go north over the star to d7.

## 06-hoops
lesson-06-title = Hoops
lesson-06-narration-1 = Hoops on top means: exactly three single steps, orthogonally, in any combination. Each step lands on an empty square; the block may go back over squares it has just left and may step over a star, but not end on one.
lesson-06-narration-2 = Three steps always end an odd number of squares away. Puzzle: get the c4 block to g4, at the edge, in one move.
lesson-06-hint-1 = Tip east so that Hoops comes up on d4, then three steps east.
lesson-06-hint-2 = Click c4, then d4.
lesson-06-hint-2-pad = Press { $a } on c4, then d4.
lesson-06-hint-3 = The blue squares are every place three steps can reach. Click g4.
lesson-06-hint-3-pad = The blue squares are every place three steps can reach. Press { $a } on g4.
lesson-06-wrong = Legal, but the three steps should take the block to g4.

## 07-removing-a-block
lesson-07-title = Taking a block off
lesson-07-narration-1 = A block leaves the board only by tipping onto your target star (d6) with the Star landing on top. The Star may face up nowhere else: a tip that would bring it up anywhere else is not allowed.
lesson-07-narration-2 = Puzzle: take the c4 block off in two turns. First bring it next to the star with the Star on the far side from d6, then tip it on.
lesson-07-hint-1 = From d5, a tip north brings the south face up.
lesson-07-hint-2 = Tip c4 north: Cross comes up on c5. Hop east to d5.
lesson-07-hint-3 = Next turn: d5N.
lesson-07-wrong = Legal, but it will not get the block off in two turns. Try again.

## 08-deblockled
lesson-08-title = Deblockle'd
lesson-08-narration-1 = A player with no legal move is Deblockle'd: their turn is skipped, and the other player moves again, until a move frees them.
lesson-08-narration-2 = Teal's only block, on a7, can tip only south onto a6 (your block on b7 is in the way to the east). Take a6 away from it: tip your a5 block north, Stop up, and Teal cannot move.
lesson-08-hint-1 = Click a5, then a6.
lesson-08-hint-1-pad = Press { $a } on a5, then a6.
lesson-08-wrong = Legal, but Teal can still move. Leave the a7 block no square to tip onto.

## 09-the-setup
lesson-09-title = The setup
lesson-09-narration-1 = Before a game each player rolls the opponent's blocks like dice (a block that lands tilted is rolled again) and then places them on the opponent's starting squares, turned any way about the vertical, keeping the rolled face on top.
lesson-09-narration-2 = So Teal set up your blocks, and will have tried to place them where they start badly: a block whose good tips lead nowhere, a Star that faces away from the target. A Star rolled on top is allowed; the next tip always changes it.
lesson-09-narration-3 = Here Teal placed your c1 block Star-up. Puzzle: bring it to d3, towards the middle, in one move.
lesson-09-hint-1 = Tip north: X comes up on c2. Then hop diagonally.
lesson-09-hint-2 = Click c1, then c2, then d3.
lesson-09-hint-2-pad = Press { $a } on c1, then c2, then d3.
lesson-09-wrong = Legal, but this lesson wants the c1 block to go north, then diagonally to d3.

## 10-variants
lesson-10-title = Variants
lesson-10-narration-1 = Variants change a rule or two, chosen in New game: fewer blocks (1 to 4 each, and different numbers for a handicap), a tip with nowhere to hop staying put, and 'No adjacent blocks'.
lesson-10-narration-2 = This lesson plays with No adjacent blocks: no turn may end with one of your blocks orthogonally next to an opponent's. Tipping c3 north (Stop onto c4, touching c5) is refused: try it.
lesson-10-narration-3 = Diagonal contact is allowed. Puzzle: bring the c3 block to d4, diagonal to Teal's c5 block, in one move.
lesson-10-hint-1 = Tip east: Cross comes up on d3. Then hop north.
lesson-10-hint-2 = Click c3, then d3, then d4.
lesson-10-hint-2-pad = Press { $a } on c3, then d3, then d4.
lesson-10-wrong = Legal, but end on d4: diagonal to the Teal block is allowed.

## 11-a-puzzle
lesson-11-title = Puzzle: win in two
lesson-11-narration-1 = Your last block is on c4, with Cross on top and Stop facing north. Win in two turns: take it off the board.
lesson-11-hint-1 = It must tip onto d6 from d5, d7, c6 or e6, with the Star on the side facing d6.
lesson-11-hint-2 = Tip east: the west face, Hoops, comes up on d4. Three steps can end on d5.
lesson-11-wrong = Legal, but not a win in two. Try again.
