//! A format that changed shape: old files are read in their old shape and
//! brought up to date, new ones read as they are, newer ones refused, and
//! an old file that cannot be brought up to date is reported, never lost.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};
use tabletop_store::{StoreError, load_migrating};

/// Version 1: optional fields, one of which should be set.
#[derive(Debug, Deserialize)]
struct NotesV1 {
    #[allow(dead_code, reason = "read only to check the version")]
    version: u32,
    #[serde(default)]
    text: Option<String>,
    #[serde(default)]
    number: Option<i64>,
}

/// Version 2: one of two kinds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
enum Kind {
    Text(String),
    Number(i64),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Notes {
    version: u32,
    kind: Kind,
}

fn migrate(old: NotesV1) -> Result<Notes, String> {
    let kind = match (old.text, old.number) {
        (Some(text), _) => Kind::Text(text),
        (None, Some(number)) => Kind::Number(number),
        (None, None) => return Err("the notes hold nothing".into()),
    };
    Ok(Notes { version: 2, kind })
}

fn read(text: &str, name: &str) -> (Result<Option<Notes>, StoreError>, PathBuf) {
    let folder = std::env::temp_dir().join(format!("tabletop-migrate-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a scratch folder");
    let path = folder.join(name);
    std::fs::write(&path, text).expect("written");
    (load_migrating(&path, "notes", 2, 1, migrate), path)
}

#[test]
fn an_old_file_is_brought_up_to_date_and_a_new_one_read_as_it_is() {
    let (old, _) = read("(version: 1, number: Some(7))", "old.ron");
    assert_eq!(
        old.expect("read").expect("there"),
        Notes {
            version: 2,
            kind: Kind::Number(7)
        }
    );
    let (new, _) = read("(version: 2, kind: Text(\"hi\"))", "new.ron");
    assert_eq!(
        new.expect("read").expect("there").kind,
        Kind::Text("hi".into())
    );
}

#[test]
fn a_newer_or_unmigratable_file_is_refused_and_left_alone() {
    let (newer, path) = read("(version: 3, kind: Text(\"hi\"))", "newer.ron");
    assert!(
        matches!(newer, Err(StoreError::Newer { found: 3, .. })),
        "{newer:?}"
    );
    assert_eq!(
        std::fs::read_to_string(&path).expect("still there"),
        "(version: 3, kind: Text(\"hi\"))"
    );
    let (empty, _) = read("(version: 1)", "empty.ron");
    let error = empty.expect_err("nothing to bring up to date").to_string();
    assert!(error.contains("the notes hold nothing"), "{error}");
    let (damaged, _) = read("(version: 1, number: Some(\"seven\"))", "damaged.ron");
    assert!(
        matches!(damaged, Err(StoreError::Malformed { .. })),
        "{damaged:?}"
    );
    let missing = load_migrating(
        &std::env::temp_dir().join("tabletop-migrate-none.ron"),
        "notes",
        2,
        1,
        migrate,
    );
    assert!(matches!(missing, Ok(None)));
}
