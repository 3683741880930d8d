// Async boundary: shared modules must be negotiated before any of them is evaluated (RUNTIME-006).
import('./bootstrap');
