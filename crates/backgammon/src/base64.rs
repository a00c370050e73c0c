//! The plain base64 GNU Backgammon uses for its IDs, over little-endian bit strings, without padding.

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Encodes `bytes` as `chars` base64 characters (bits beyond the bytes are zero).
pub(crate) fn encode(bytes: &[u8], chars: usize) -> String {
    (0..chars)
        .map(|c| {
            let value = (0..6).fold(0, |acc, i| {
                let bit = c * 6 + i;
                let byte = bytes.get(bit / 8).copied().unwrap_or(0);
                (acc << 1) | ((byte >> (7 - bit % 8)) & 1)
            });
            char::from(ALPHABET[usize::from(value)])
        })
        .collect()
}

/// Decodes base64 text into `len` bytes. Fails with the first bad character, or `None` when bits beyond `len`
/// bytes are set (so every ID has exactly one spelling).
pub(crate) fn decode(text: &str, len: usize) -> Result<Option<Vec<u8>>, char> {
    let mut bytes = vec![0u8; len];
    for (c, ch) in text.chars().enumerate() {
        let value = ALPHABET
            .iter()
            .position(|&a| char::from(a) == ch)
            .ok_or(ch)?;
        for i in 0..6 {
            let bit = c * 6 + i;
            let set = (value >> (5 - i)) & 1 == 1;
            match bytes.get_mut(bit / 8) {
                Some(byte) => *byte |= u8::from(set) << (7 - bit % 8),
                None if set => return Ok(None),
                None => {}
            }
        }
    }
    Ok(Some(bytes))
}

/// Reads bit `index` of a little-endian bit string (bit 0 is the lowest bit of byte 0).
pub(crate) fn bit(bytes: &[u8], index: usize) -> bool {
    bytes[index / 8] >> (index % 8) & 1 == 1
}

/// Sets bit `index` of a little-endian bit string.
pub(crate) fn set_bit(bytes: &mut [u8], index: usize) {
    bytes[index / 8] |= 1 << (index % 8);
}
