#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| tabletop_fuzz_checks::net::invitation(data));
