//! Input an outside tester tries: a reader that stops reading, a folder
//! that already holds records.

use std::process::{Command, Stdio};

use crate::{cli, stderr, stdout};

#[test]
fn a_closed_pipe_ends_the_program_quietly() {
    for args in [&["deblockle", "moves"][..], &["hive", "perft", "3"][..]] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tabletop-cli"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("tabletop-cli runs");
        // The reader goes away before the program writes its first line.
        drop(child.stdout.take());
        let output = child.wait_with_output().expect("tabletop-cli ends");
        let said = stderr(&output);
        assert!(!said.contains("panicked"), "{args:?}: {said}");
        assert!(output.status.success(), "{args:?}: {said}");
    }
}

#[test]
fn a_match_numbers_its_records_on_from_those_in_the_folder() {
    let folder = std::env::temp_dir().join(format!("tabletop-records-kept-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    let record_to = folder.to_string_lossy();
    let run = |seed: &str| {
        let args = ["deblockle", "match", "--gold", "random", "--teal", "random"];
        let more = ["--games", "2", "--seed", seed, "--record", &record_to];
        let output = cli(&[&args[..], &more[..]].concat());
        assert!(output.status.success(), "{}", stderr(&output));
        stdout(&output)
    };
    run("1");
    let first = std::fs::read(folder.join("game-0001.ron")).expect("the first record");
    std::fs::write(folder.join("game-0007.ron"), "a player's own file").expect("written");
    run("2");
    assert_eq!(
        std::fs::read(folder.join("game-0001.ron")).expect("still there"),
        first,
        "the first match's record is kept as it was"
    );
    let mut names: Vec<String> = std::fs::read_dir(&folder)
        .expect("the folder")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    let expected = [
        "game-0001.ron",
        "game-0002.ron",
        "game-0007.ron",
        "game-0008.ron",
        "game-0009.ron",
    ];
    assert_eq!(names, expected);
    let _ = std::fs::remove_dir_all(&folder);
}
