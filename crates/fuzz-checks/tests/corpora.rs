//! Every kept fuzz input, run through its target's check on stable: the
//! corpora (`fuzz/corpus/<target>`, the inputs the fuzzers found that reach
//! new code) and the crash reproducers (`fuzz/regressions/<target>`, each
//! a bug found and mended).

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
        let corpus = inputs(&fuzz_folder().join("corpus").join(target));
        assert!(
            !corpus.is_empty(),
            "fuzz/corpus/{target} is missing: each target keeps its corpus"
        );
        let regressions = inputs(&fuzz_folder().join("regressions").join(target));
        for path in corpus.iter().chain(&regressions) {
            // A fuzzer running meanwhile replaces inputs with shorter ones.
            let Ok(data) = fs::read(path) else {
                assert!(!path.exists(), "{} does not read", path.display());
                continue;
            };
            check(&data);
            seen += 1;
        }
    }
    assert!(seen >= TARGETS.len());
}
