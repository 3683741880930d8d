// Async boundary: shared modules are negotiated before any of them is evaluated (RUNTIME-006).
import('./bootstrap');
