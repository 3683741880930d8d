// The floor of the stack: bare Koa 3 answering a constant, in its own process like the product.
import { loadKoa, serve } from './koa3';

const Koa = await loadKoa();
const app = new Koa();
app.use((ctx) => {
  if (ctx.path === '/health') {
    ctx.body = { ok: true };
    return;
  }
  ctx.body = 'hello';
});
serve(app);
