# How to play: the rules reference, a few pages per game, with a picture
# beside most pages. Written for the app (click, tip, hop), not copied from
# a rule book.

ref-title = How to play { $game }
ref-close = Close  Esc
ref-close-pad = Close  { $b }
ref-previous = < Back
ref-next = Next >
ref-page = Page { $page } of { $pages }
ref-open = How to play
ref-open-at-table = Rules  F2
ref-open-at-table-pad = Rules
help-rules = F2: how to play this game

## Deblockle
ref-deblockle-goal-title = The goal
ref-deblockle-goal-body = Deblockle is played on a 7 by 7 board with two star squares. Gold starts on the south side and Teal on the north side, with four blocks each.

    Your target is the star on your opponent's side. Tip one of your blocks onto it with the Star on top and that block leaves the board. The first player to take all their blocks off the board wins.
ref-deblockle-tip-title = Each turn: a tip
ref-deblockle-tip-body = Choose one of your blocks and tip it over one of its bottom edges onto the square next to it: north, east, south or west, never diagonally. The square must be on the board and empty.

    A block may not tip onto a star, except Star-up onto your target star. A tip that would leave the Star on top anywhere else is not allowed.
ref-deblockle-hops-title = Then a hop
ref-deblockle-hops-body = The symbol now on top says how the same block hops on:
    Stop: no hop, the turn is over.
    Cross: one square north, east, south or west.
    X: one square diagonally.
    Slider: straight on until the edge or a block stops it (it may stop just before a star).
    Hoops: exactly three single steps, over empty squares.

    A hop never ends on a star, and a tip is allowed only if its hop has somewhere to go.
ref-deblockle-leaving-title = Leaving the board
ref-deblockle-leaving-body = A block leaves the board only by tipping onto your target star with the Star face coming up. There is no hop after that: the turn ends.

    Plan ahead: to tip north onto the star, the Star must be on the block's south side, because tipping north brings the south face up.
ref-deblockle-blocked-title = Blocked, and draws
ref-deblockle-blocked-body = A player who has no legal move is Deblockle'd: they miss their turn, and the other player moves again until a move frees them.

    If neither player can move, the game is a draw. In this app the same position coming up a third time is a draw too (the menu can switch that off).
ref-deblockle-setup-title = The setup
ref-deblockle-setup-body = Before the game each player rolls the opponent's blocks like dice. The face that comes up stays on top.

    Then you place your opponent's blocks on their starting squares, turned as you like about the vertical: a first chance to make their game harder. The menu also offers a quick setup that places the blocks at random.

## Hive
ref-hive-goal-title = The goal
ref-hive-goal-body = Hive has no board: the tiles themselves make it. Each player has eleven tiles: a Queen Bee, two Beetles, three Grasshoppers, two Spiders and three Soldier Ants.

    Surround the other Queen on all six sides, with tiles of either colour, and you win. If both Queens are surrounded at once, the game is a draw.
ref-hive-placing-title = Placing a tile
ref-hive-placing-body = On your turn, place a tile from your reserve or move one already in the hive.

    After the first two tiles, a new tile must touch your own colour and must not touch the other colour. Your Queen must be down by your fourth turn, and here she may not be placed on your first turn (the tournament rule).
ref-hive-moving-title = Moving a tile
ref-hive-moving-body = No tile may move before its owner's Queen is in the hive.

    The hive must stay in one piece: a tile whose moving would split it cannot move. A tile also cannot slide through a gap too narrow for it, between two tiles that both touch where it is and where it goes.
ref-hive-bugs-title = The bugs
ref-hive-bugs-body = Queen Bee: one space at a time.
    Beetle: one space, and it may climb on top of the hive; a tile under a Beetle cannot move.
    Grasshopper: jumps in a straight line over one or more tiles to the first empty space.
    Spider: exactly three spaces around the hive.
    Soldier Ant: any number of spaces around the hive.
ref-hive-expansions-title = The expansion bugs
ref-hive-expansions-body = Chosen in Hive's options: each player then has one of each.
    Mosquito: moves as any bug it touches; on top of the hive it moves as a Beetle; touching only Mosquitos it cannot move.
    Ladybug: exactly three spaces: two on top of the hive, then one down into an empty space.
    Pillbug: one space, like the Queen, or instead it lifts a tile beside it over itself onto an empty space beside it: a tile of either colour, not in a stack, not the one moved last turn, not through a gap between two stacks. A Mosquito touching a Pillbug can do the same. A tile moved last turn cannot move or be moved.
ref-hive-end-title = Passing, and the end
ref-hive-end-body = You pass only when you can neither place nor move a tile; the app tells you and offers the Pass button.

    The game ends when a Queen is surrounded. The same position coming up a third time is a draw.

## Blokus 3D
ref-blokus-goal-title = The goal
ref-blokus-goal-body = Together you build a structure on the turntable, piece by piece. Each colour has eleven pieces of two to four cubes.

    At the end, look at the structure from straight above: every square whose top cube is your colour scores one point. Each piece you could not place costs a point. The highest score wins.
ref-blokus-placing-title = Placing a piece
ref-blokus-placing-body = Pieces go on from above, turned any way you like. Every cube must rest on the turntable or on a cube directly below it: no gaps under a piece.

    Your first piece must touch the turntable and share a face with a piece already placed (the very first piece goes anywhere). After that, each piece must share a whole face with a cube of your own colour.
ref-blokus-limits-title = The structure
ref-blokus-limits-body = The chosen structure decides where cubes may stand: only on its squares, and no higher than the number on each square.

    Press H to see where the piece in hand fits, L to see the room left, and T to look straight down.
ref-blokus-end-title = The end
ref-blokus-end-body = If you cannot place any piece on your turn, you are out for the rest of the game. The game ends when nobody can place.

    Players with the same highest score share the win.
