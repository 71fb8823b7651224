//! Perft counts from `deblockle.perft` against the move generator.

use tabletop_rules::deblockle::{Position, perft};

struct Case {
    position: String,
    depth: u32,
    nodes: u64,
}

fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    let mut position = None;
    for (number, line) in include_str!("deblockle.perft").lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(notation) = line.strip_prefix("position ") {
            position = Some(notation.to_string());
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let (["perft", depth, nodes], Some(position)) = (fields.as_slice(), &position) else {
            panic!("deblockle.perft line {}: cannot read {line:?}", number + 1);
        };
        cases.push(Case {
            position: position.clone(),
            depth: depth.parse().expect("a depth"),
            nodes: nodes.parse().expect("a node count"),
        });
    }
    cases
}

#[test]
fn perft_matches_the_table() {
    let cases = cases();
    assert!(!cases.is_empty(), "deblockle.perft has no cases");
    for case in cases {
        let position: Position = case.position.parse().expect("a valid position");
        assert_eq!(
            perft(&position, case.depth),
            case.nodes,
            "perft({}) of {}",
            case.depth,
            case.position
        );
    }
}
