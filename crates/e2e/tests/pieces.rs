//! The Xiangqi and Banqi pieces read everywhere: their characters come with the site, so a device without any
//! Chinese font still shows them; and both games explain their pieces in a legend. Needs the bundle
//! (`cargo xtask dist`) and Debian's `chromium` + `chromium-driver`.

use e2e::{run, run_without_system_fonts};
use serde_json::Value;

/// Draws each of `characters` with the font the board's pieces use onto a canvas and returns a fingerprint of the
/// ink per character: the count of inked pixels and a hash of where they are. Missing glyphs all draw the same box
/// (or nothing), so different characters with different fingerprints were really drawn.
fn ink_script(characters: &str) -> String {
    format!(
        r#"
        const font = getComputedStyle(document.querySelector('svg.board .piece text'));
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 64;
        const g = canvas.getContext('2d');
        return [...{characters:?}].map(c => {{
            g.clearRect(0, 0, 64, 64);
            g.font = `${{font.fontWeight}} 48px ${{font.fontFamily}}`;
            g.textBaseline = 'middle';
            g.textAlign = 'center';
            g.fillText(c, 32, 32);
            const alpha = g.getImageData(0, 0, 64, 64).data.filter((_, i) => i % 4 === 3);
            let ink = 0, hash = 0;
            alpha.forEach((a, i) => {{ if (a > 127) {{ ink += 1; hash = (hash * 31 + i) >>> 0; }} }});
            return `${{ink}}:${{hash}}`;
        }});
        "#
    )
}

fn fingerprints(value: &Value) -> Vec<String> {
    value
        .as_array()
        .expect("an array")
        .iter()
        .map(|v| v.as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn xiangqi_pieces_are_drawn_on_a_device_without_any_font() {
    run_without_system_fonts(|page| async move {
        page.open("/xiangqi").await;
        page.wait_for("svg.board .piece text").await;
        page.wait_until(
            "the shipped piece font",
            "[...document.fonts].some(f => f.family.replace(/\"/g, '') === 'Tabula Pieces' \
             && f.status === 'loaded')",
        )
        .await;
        // Two characters the site does not ship: with no font on the device they draw alike. This is what makes
        // the check below mean something.
        let missing = fingerprints(&page.eval(&ink_script("王田")).await);
        assert_eq!(
            missing[0], missing[1],
            "this browser still has a Chinese font"
        );

        let pieces = "帥仕相傌俥炮兵將士象馬車砲卒";
        let drawn = fingerprints(&page.eval(&ink_script(pieces)).await);
        for (character, ink) in pieces.chars().zip(&drawn) {
            assert_ne!(ink, &missing[0], "{character} is drawn as a missing glyph");
            let pixels: u32 = ink.split(':').next().unwrap().parse().unwrap();
            assert!(pixels > 100, "{character} has almost no ink: {ink}");
        }
        let mut distinct = drawn.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(
            distinct.len(),
            drawn.len(),
            "two pieces look alike: {drawn:?}"
        );
        page.screenshot("xiangqi-without-fonts").await;
        page
    })
    .await;
}

#[tokio::test]
async fn the_board_and_rules_pages_explain_the_pieces() {
    run(|page| async move {
        page.open("/xiangqi/rules").await;
        page.wait_for(".legend tr[data-kind='cannon']").await;
        let rows = page
            .eval("return [...document.querySelectorAll('.legend tr')].map(r => r.dataset.kind).join(' ');")
            .await;
        assert_eq!(
            rows, "king advisor elephant horse chariot cannon soldier",
            "the legend lists every Xiangqi piece once"
        );
        let cannon = page.text(".legend tr[data-kind='cannon']").await;
        assert!(cannon.contains("炮") && cannon.contains("砲"), "{cannon}");
        assert!(cannon.contains("cannon") && cannon.contains("jumping"), "{cannon}");

        // On the board page the legend waits, folded, under the board; Banqi's follows its ranks.
        page.open("/banqi").await;
        page.wait_for("details.legend-box").await;
        let open = page
            .eval("return document.querySelector('details.legend-box').open;")
            .await;
        assert_eq!(open, false);
        page.click("details.legend-box summary").await;
        let soldier = page.text(".legend tr[data-kind='soldier']").await;
        assert!(soldier.contains("Rank 6") && soldier.contains("general"), "{soldier}");
        assert!(page.text(".legend-intro").await.contains("one square"));
        page
    })
    .await;
}
