//! Reading pasted text: words that remember where they stand, comments and brackets, and the line and column of a
//! character for the error that names it.

use super::FormatError;

/// A piece of the text and where it starts: a byte offset into the whole text, so errors point at what was pasted.
#[derive(Clone, Copy, Debug)]
pub(super) struct Word<'a> {
    pub text: &'a str,
    pub offset: usize,
}

impl<'a> Word<'a> {
    /// The word from byte `start` of its text on.
    pub fn skip(self, start: usize) -> Word<'a> {
        Word {
            text: &self.text[start..],
            offset: self.offset + start,
        }
    }

    /// The words of this piece, split at white space.
    pub fn words(self) -> Vec<Word<'a>> {
        let mut words = Vec::new();
        let mut start = None;
        for (i, c) in self.text.char_indices() {
            match (c.is_whitespace(), start) {
                (true, Some(s)) => {
                    words.push(self.skip(s).first(i - s));
                    start = None;
                }
                (false, None) => start = Some(i),
                _ => {}
            }
        }
        if let Some(s) = start {
            words.push(self.skip(s));
        }
        words
    }

    /// The word without the white space around it; `None` if nothing else is left.
    pub fn trim(self) -> Option<Word<'a>> {
        let start = self.text.len() - self.text.trim_start().len();
        let word = self.skip(start);
        let text = word.text.trim_end();
        (!text.is_empty()).then_some(Word {
            text,
            offset: word.offset,
        })
    }

    /// The lines of the word, without their line ends.
    pub fn lines(self) -> Vec<Word<'a>> {
        let mut offset = 0;
        self.text
            .split_inclusive('\n')
            .map(|line| {
                let word = self
                    .skip(offset)
                    .first(line.trim_end_matches(['\n', '\r']).len());
                offset += line.len();
                word
            })
            .collect()
    }

    /// The first `len` bytes of the word.
    pub fn first(self, len: usize) -> Word<'a> {
        Word {
            text: &self.text[..len],
            offset: self.offset,
        }
    }
}

/// What a PGN-like text is made of once comments are gone.
#[derive(Clone, Copy, Debug)]
pub(super) enum Token<'a> {
    /// A word outside brackets.
    Word(Word<'a>),
    /// The inside of `[…]`: a tag, or OpenTafl's commentary.
    Bracket(Word<'a>),
}

/// Which comment syntax a text has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Comments {
    /// PGN's: `{…}`, `;` to the end of the line, `(…)` variations (nested), and quoted tag values that may hold `]`.
    Pgn,
    /// OpenTafl's: none outside brackets, whose commentary may hold any character but `]`.
    Brackets,
}

/// Splits `text` into words and bracketed blocks, dropping comments; a comment or bracket left open is
/// [`FormatError::Incomplete`].
pub(super) fn tokens<'a>(text: &'a str, comments: Comments) -> Result<Vec<Token<'a>>, FormatError> {
    let whole = Word { text, offset: 0 };
    let mut tokens = Vec::new();
    let mut chars = text.char_indices().peekable();
    let mut word_start: Option<usize> = None;
    let end_word = |start: &mut Option<usize>, end: usize, tokens: &mut Vec<Token<'a>>| {
        if let Some(s) = start.take() {
            tokens.push(Token::Word(whole.skip(s).first(end - s)));
        }
    };
    while let Some((i, c)) = chars.next() {
        let pgn = comments == Comments::Pgn;
        match c {
            '[' => {
                end_word(&mut word_start, i, &mut tokens);
                let mut quoted = false;
                let close = loop {
                    match chars.next() {
                        None => return Err(FormatError::Incomplete),
                        Some((_, '"')) if pgn => quoted = !quoted,
                        Some((j, ']')) if !quoted => break j,
                        Some(_) => {}
                    }
                };
                tokens.push(Token::Bracket(whole.skip(i + 1).first(close - i - 1)));
            }
            '{' if pgn => {
                end_word(&mut word_start, i, &mut tokens);
                if !chars.any(|(_, c)| c == '}') {
                    return Err(FormatError::Incomplete);
                }
            }
            ';' if pgn => {
                end_word(&mut word_start, i, &mut tokens);
                for (_, c) in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '(' if pgn => {
                end_word(&mut word_start, i, &mut tokens);
                let mut depth = 1;
                while depth > 0 {
                    match chars.next() {
                        None => return Err(FormatError::Incomplete),
                        Some((_, '(')) => depth += 1,
                        Some((_, ')')) => depth -= 1,
                        // A comment inside a variation may hold parentheses of its own.
                        Some((_, '{')) => {
                            if !chars.any(|(_, c)| c == '}') {
                                return Err(FormatError::Incomplete);
                            }
                        }
                        Some(_) => {}
                    }
                }
            }
            c if c.is_whitespace() => end_word(&mut word_start, i, &mut tokens),
            _ => {
                word_start.get_or_insert(i);
            }
        }
    }
    end_word(&mut word_start, text.len(), &mut tokens);
    Ok(tokens)
}

/// The error naming the character at byte `offset` of `text`.
pub(super) fn character(text: &str, offset: usize) -> FormatError {
    let before = &text[..offset];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    match text[offset..].chars().next() {
        Some(found) => FormatError::Character {
            line: before.matches('\n').count() + 1,
            column: before[line_start..].chars().count() + 1,
            found,
        },
        None => FormatError::Incomplete,
    }
}

/// The error naming the character at `line` and byte `column` (both from 1), as a JSON parser reports them.
pub(super) fn character_at_line(text: &str, line: usize, column: usize) -> FormatError {
    let line_start: usize = text
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum();
    let offset = line_start + column.saturating_sub(1);
    if offset < text.len() && text.is_char_boundary(offset) {
        character(text, offset)
    } else {
        FormatError::Incomplete
    }
}

/// Whether `word` is a result as PGN writes it.
pub(super) fn is_result(word: &str) -> bool {
    matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts<'a>(tokens: &[Token<'a>]) -> Vec<String> {
        tokens
            .iter()
            .map(|token| match token {
                Token::Word(w) => w.text.to_owned(),
                Token::Bracket(b) => format!("[{}]", b.text),
            })
            .collect()
    }

    #[test]
    fn comments_and_variations_are_dropped_and_tags_kept() {
        let text = "[Event \"a ] b\"]\n1. h2e2 {best (?)} h9g7 ; aside\n2. (2. b0c2 (x)) h0g2 *";
        let tokens = tokens(text, Comments::Pgn).unwrap();
        assert_eq!(
            texts(&tokens),
            ["[Event \"a ] b\"]", "1.", "h2e2", "h9g7", "2.", "h0g2", "*"]
        );
        let Token::Word(word) = tokens[5] else {
            panic!()
        };
        assert_eq!(&text[word.offset..word.offset + 4], "h0g2");
    }

    #[test]
    fn an_open_comment_is_incomplete() {
        assert_eq!(
            tokens("1. h2e2 {never closed", Comments::Pgn).unwrap_err(),
            FormatError::Incomplete
        );
        assert_eq!(
            tokens("[rules:dim:11", Comments::Brackets).unwrap_err(),
            FormatError::Incomplete
        );
    }

    #[test]
    fn characters_are_placed_by_line_and_column_in_characters() {
        let text = "ab\n象x";
        assert_eq!(
            character(text, text.find('x').unwrap()),
            FormatError::Character {
                line: 2,
                column: 2,
                found: 'x'
            }
        );
        assert_eq!(
            character_at_line("{\n  ]", 2, 3),
            FormatError::Character {
                line: 2,
                column: 3,
                found: ']'
            }
        );
    }
}
