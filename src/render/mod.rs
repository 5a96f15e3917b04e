//! The board renderer (scaffold: to be written in the render branch).
