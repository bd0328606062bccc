import type { ArticleData } from '@afscheid/shared';
import type { ArticleRow } from './repository.ts';

const ref = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

/** An article as the API answers it (the wire shape the suppliers and budget modules rely on). */
export function presentArticle(row: ArticleRow): ArticleData {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    unit: row.unit,
    unitPrice: Number(row.unit_price),
    vatRate: row.vat_rate,
    category: ref(row.category_id, row.category_name),
    supplier: ref(row.supplier_id, row.supplier_name),
    purchasePrice: row.purchase_price === null ? null : Number(row.purchase_price),
    active: Number(row.active) === 1,
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
