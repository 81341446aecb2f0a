//! Unit tests of the context step: tool references, name words, skeletons and the batch.

use super::*;

#[test]
fn references_are_identifiers_not_words() {
    let got: Vec<_> =
        tool_references("Before calling any tool, call `sync` then read_file and getUser")
            .collect();
    assert_eq!(got, ["sync", "read_file", "getUser"]);
    let got: Vec<_> = tool_references("after using check tool to check b.log").collect();
    assert_eq!(got, ["check", "b.log"]);
    assert_eq!(tool_references("pass the result to the user").count(), 0);
    // Found by the differential property test: multi-byte text after a token.
    assert_eq!(tool_references("ab\u{43e}ut to call").count(), 0);
}

#[test]
fn name_words_split_every_convention() {
    assert_eq!(
        name_words("ssh_keyGen-tool.v2"),
        ["ssh", "key", "gen", "tool", "v2"]
    );
    assert_eq!(name_words("generateSSHKey"), ["generate", "sshkey"]);
}

#[test]
fn skeletons_catch_lookalikes_and_full_width() {
    assert_eq!(skeleton_key("send_emаil"), skeleton_key("send_email"));
    assert_eq!(skeleton_key("ｆｅｔｃｈ_url"), skeleton_key("fetch_url"));
    assert_eq!(
        skeleton_key("create_Ρull_request"),
        skeleton_key("create_pull_request")
    );
    assert_ne!(skeleton_key("send_emails"), skeleton_key("send_email"));
}

#[test]
fn the_ascii_table_gives_the_full_skeleton() {
    let samples = [
        "modern_search",
        "read_fiIe",
        "l1I|0O_rn-m.vv w",
        "send_email",
        "A-Z_a-z.0-9",
        "`~!@#$%^&*()[]{};:'\",<>/?",
        "x\u{7f}y\t",
    ];
    for name in samples {
        let full = skeleton(name).collect::<String>().to_lowercase();
        assert_eq!(skeleton_key(name), full, "{name:?}");
    }
    // And every pair of ASCII characters, so neighbours never interact.
    for a in 0u8..128 {
        for b in (0u8..128).step_by(7) {
            let name: String = [char::from(a), char::from(b)].iter().collect();
            let full = skeleton(&name).collect::<String>().to_lowercase();
            assert_eq!(skeleton_key(&name), full, "{name:?}");
        }
    }
}

#[test]
fn servers_keep_two_distinct_servers() {
    let mut servers = Servers::default();
    assert!(!servers.any_other_than(1));
    servers.add(1);
    servers.add(1);
    assert!(!servers.any_other_than(1));
    assert!(servers.any_other_than(2));
    servers.add(2);
    servers.add(2);
    servers.add(3);
    assert_eq!(servers.0, [Some(1), Some(2)]);
    assert!(servers.any_other_than(1) && servers.any_other_than(2));
}

#[test]
fn batch_knows_well_known_names_and_servers() {
    let mut batch = BatchNames::new();
    assert!(batch.served_elsewhere("read_file", 0));
    batch.insert(3, "sync_notes");
    assert!(!batch.served_elsewhere("sync_notes", 3));
    assert!(batch.served_elsewhere("SYNC_NOTES", 4));
    let key = skeleton_key("sync_nоtes");
    assert_eq!(
        batch.collision_elsewhere("sync_nоtes", &key, 4),
        Some("sync_notes")
    );
}

#[test]
fn keys_built_in_the_buffer_equal_the_allocated_ones() {
    // One buffer through names of every kind, long after short: each
    // key must be what the allocating functions give.
    let mut buf = String::new();
    for name in [
        "Read_File",
        "x",
        "ΟΔΟΣ",
        "send_emаil",
        "ｆｅｔｃｈ_URL",
        "İstanbul_lookup",
        "a",
    ] {
        lowercase_into(name, &mut buf);
        assert_eq!(buf, name.to_lowercase(), "{name}");
        skeleton_key_into(name, &mut buf);
        assert_eq!(
            buf,
            skeleton(name).collect::<String>().to_lowercase(),
            "{name}"
        );
    }
    // And the batch files names under them.
    let mut batch = BatchNames::new();
    batch.insert(1, "ΟΔΟΣ_Search");
    batch.insert(2, "Zeta");
    assert!(batch.served_elsewhere(&"ΟΔΟΣ_Search".to_lowercase(), 2));
    assert!(batch.served_elsewhere("ZETA", 1));
    assert!(!batch.served_elsewhere("zeta", 2));
}
