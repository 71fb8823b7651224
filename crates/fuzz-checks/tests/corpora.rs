//! Every kept fuzz input, run through its target's check on stable: the
//! named seeds (`fuzz/seeds/<target>`: real games, records, the shipped
//! files, and inputs the fuzzers found) and the crash reproducers
//! (`fuzz/regressions/<target>`, each a bug found and mended). The corpora
//! the fuzzers grow (`fuzz/corpus/<target>`) stay out of git and out of
//! this test.

use std::fs;
use std::path::{Path, PathBuf};

use tabletop_fuzz_checks::TARGETS;

fn fuzz_folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz")
}

/// The files in `folder`, none when it does not exist.
fn inputs(folder: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .map(|entry| entry.expect("a corpus folder lists").path())
        .filter(|path| path.is_file())
        .collect();
    files.sort();
    files
}

#[test]
fn every_kept_input_passes_its_check() {
    let mut seen = 0;
    for (target, check) in TARGETS {
        let seeds = inputs(&fuzz_folder().join("seeds").join(target));
        assert!(
            !seeds.is_empty(),
            "fuzz/seeds/{target} is missing: each target keeps named seeds"
        );
        let regressions = inputs(&fuzz_folder().join("regressions").join(target));
        for path in seeds.iter().chain(&regressions) {
            check(&fs::read(path).expect("a kept input reads"));
            seen += 1;
        }
    }
    assert!(seen >= TARGETS.len());
}
