//! Focus as the keyboard sees it: a click on the board leaves no focus ring and no dashed keyboard cursor; the
//! first key pressed shows both.

use e2e::{Browser, run};

/// Whether the board has the focus, shows its ring, shows the keyboard cursor.
async fn shown(page: &Browser) -> serde_json::Value {
    page.eval(
        "const b = document.querySelector('svg.board');
         return [document.activeElement === b, b.classList.contains('focused'), !!b.querySelector('.cursor')];",
    )
    .await
}

#[tokio::test]
async fn the_focus_ring_and_cursor_are_for_the_keyboard_only() {
    run(|page| async move {
        page.open("/xiangqi").await;
        page.wait_for("svg.board rect.cell").await;
        page.click_cell("e0").await;
        assert_eq!(
            shown(&page).await,
            serde_json::json!([true, false, false]),
            "after a click"
        );
        page.wait_for("svg.board")
            .await
            .send_keys("\u{E014}")
            .await
            .unwrap();
        assert_eq!(
            shown(&page).await,
            serde_json::json!([true, true, true]),
            "after a key"
        );
        page
    })
    .await;
}
