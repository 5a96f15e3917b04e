//! The board renderer (scaffold: replaced by the render branch).
use crate::engine::view::PublicView;
pub struct Highlight;
pub struct Renderer;
impl Renderer {
    pub fn global() -> &'static Renderer {
        &Renderer
    }
    pub fn render(&self, _view: &PublicView, _highlight: Option<&Highlight>) -> Vec<u8> {
        Vec::new()
    }
}
