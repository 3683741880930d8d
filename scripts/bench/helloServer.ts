// The floor of the stack: bare Koa answering a constant, run in its own process like the product.
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = 'hello';
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
