import type { ProductInstance } from './product';

export default async function globalTeardown(): Promise<void> {
  const product = (globalThis as { __immodeskProduct?: ProductInstance }).__immodeskProduct;
  await product?.stop();
}
