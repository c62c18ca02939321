import { object, string } from 'yup';
import {
  GST_RATES,
  HSN_PATTERN,
  LIFE_STAGES,
  SKU_PATTERN,
  type GstRate,
  LIFE_STAGE_LABELS,
  PET_SPECIES,
  PRODUCT_CATEGORIES,
  type AdminProduct,
  type CreateProductPayload,
} from '@petverse/api/contract';
import type { FormDefinition, FormValues } from '@petverse/forms';

const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;
const PARCEL_MESSAGE =
  'The parcel’s length, width and height must each be centimetres above 0 and at most 500, or all empty.';
const rupeesText = 'Please write an amount in rupees, such as 349 or 349.50.';

/**
 * The product editor as a form definition of @petverse/forms: its rules and messages in a yup
 * schema, its fields as data, drawn by the same engine as every registration form.
 */
export const productForm = (isNew: boolean): FormDefinition => ({
  key: 'product',
  title: isNew ? 'New product' : 'Product',
  submitLabel: isNew ? 'Add to the catalogue' : 'Save changes',
  sections: [
    {
      title: 'What it is',
      fields: [
        {
          name: 'name',
          type: 'text',
          label: 'Name',
          placeholder: 'Chicken & Rice Adult Dog Kibble',
        },
        { name: 'description', type: 'textarea', label: 'Description' },
        {
          name: 'category',
          type: 'select',
          label: 'Category',
          options: PRODUCT_CATEGORIES.map((value) => ({
            value,
            label: value[0]!.toUpperCase() + value.slice(1),
          })),
        },
        {
          name: 'petspecies',
          type: 'radio',
          label: 'For',
          options: PET_SPECIES.map((value) => ({
            value,
            label: value === 'dog' ? 'Dogs' : 'Cats',
          })),
        },
        {
          name: 'lifeStage',
          type: 'select',
          label: 'Life stage',
          options: LIFE_STAGES.map((value) => ({ value, label: LIFE_STAGE_LABELS[value] })),
        },
        { name: 'brand', type: 'text', label: 'Brand', required: false },
      ],
    },
    {
      title: isNew ? 'Price and stock' : 'Price',
      fields: [
        {
          name: 'variantLabel',
          type: 'text',
          label: 'Size or pack',
          required: false,
          placeholder: '3 kg',
          hint: 'Shown on the product page and on every cart line, order and invoice: “Name — 3 kg”. Leave empty for a product with one size.',
        },
        { name: 'price', type: 'digits', label: 'Price (₹)', inputMode: 'decimal' },
        {
          name: 'mrp',
          type: 'digits',
          label: 'MRP (₹)',
          inputMode: 'decimal',
          required: false,
          hint: 'The price printed on the pack, when it is above ours.',
        },
        ...(isNew
          ? [
              {
                name: 'stock',
                type: 'digits' as const,
                label: 'Units in stock',
                inputMode: 'numeric' as const,
              },
            ]
          : []),
      ],
    },
    {
      title: 'Tax and parcel',
      fields: [
        {
          name: 'hsn',
          type: 'digits',
          label: 'HSN code',
          inputMode: 'numeric',
          required: false,
          hint: 'Printed on its invoices. Leave empty to use its category’s.',
        },
        {
          name: 'gstRate',
          type: 'select',
          label: 'GST rate',
          required: false,
          options: GST_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` })),
          hint: 'Leave unchosen to use its category’s.',
        },
        {
          name: 'sku',
          type: 'text',
          label: 'SKU',
          required: false,
          placeholder: 'PV-CAT-BED-S',
          hint: 'This size’s own code, unique in the catalogue.',
        },
        {
          name: 'weightGrams',
          type: 'digits',
          label: 'Weight packed (grams)',
          inputMode: 'numeric',
          required: false,
        },
        ...(['length', 'width', 'height'] as const).map((side) => ({
          name: `${side}Cm`,
          type: 'digits' as const,
          label: `Parcel ${side} (cm)`,
          inputMode: 'decimal' as const,
          required: false,
        })),
      ],
    },
  ],
  schema: object({
    name: string()
      .trim()
      .required('Name is required.')
      .max(200, 'Name must be at most 200 characters.'),
    description: string()
      .trim()
      .required('Description is required.')
      .max(2000, 'Description must be at most 2000 characters.'),
    category: string()
      .required('Please choose a category.')
      .oneOf(PRODUCT_CATEGORIES, 'Please choose a category.'),
    petspecies: string()
      .required('Please choose dogs or cats.')
      .oneOf(PET_SPECIES, 'Please choose dogs or cats.'),
    lifeStage: string()
      .required('Please choose a life stage.')
      .oneOf(LIFE_STAGES, 'Please choose a life stage.'),
    brand: string().trim().max(60, 'Brand must be at most 60 characters.'),
    variantLabel: string().trim().max(40, 'The size must be at most 40 characters.'),
    price: string()
      .trim()
      .required('Price is required.')
      .matches(RUPEES, rupeesText)
      .test('positive', 'Price must be above ₹0.', (v) => !v || Number(v) > 0),
    mrp: string()
      .trim()
      .matches(RUPEES, { message: rupeesText, excludeEmptyString: true })
      .test('not-below', 'The MRP cannot be below the price.', function check(v) {
        return !v || Number(v) >= Number((this.parent as FormValues).price);
      }),
    hsn: string().trim().matches(new RegExp(HSN_PATTERN), {
      message: 'The HSN code must be 4, 6 or 8 digits, or empty.',
      excludeEmptyString: true,
    }),
    gstRate: string().oneOf(['', ...GST_RATES.map(String)], 'Please choose a GST rate.'),
    sku: string().trim().matches(new RegExp(SKU_PATTERN), {
      message:
        'The SKU must be 1 to 40 letters, digits, dots, dashes, slashes or underscores, or empty.',
      excludeEmptyString: true,
    }),
    weightGrams: string()
      .trim()
      .matches(/^\d{1,6}$/, {
        message: 'The weight must be whole grams from 1 to 100000, or empty.',
        excludeEmptyString: true,
      })
      .test(
        'range',
        'The weight must be whole grams from 1 to 100000, or empty.',
        (v) => !v || (Number(v) >= 1 && Number(v) <= 100_000),
      ),
    ...Object.fromEntries(
      (['lengthCm', 'widthCm', 'heightCm'] as const).map((name) => [
        name,
        string()
          .trim()
          .test('parcel', PARCEL_MESSAGE, function check(v) {
            const parent = this.parent as FormValues;
            const sides = ['lengthCm', 'widthCm', 'heightCm'].map((n) =>
              typeof parent[n] === 'string' ? parent[n].trim() : '',
            );
            if (sides.every((side) => !side)) return true;
            return Boolean(v) && /^\d{1,3}(\.\d)?$/.test(v!) && Number(v) > 0 && Number(v) <= 500;
          }),
      ]),
    ),
    ...(isNew
      ? {
          stock: string()
            .trim()
            .required('Units in stock is required.')
            .matches(/^\d{1,6}$/, 'Units in stock must be a whole number from 0 to 100000.')
            .test(
              'max',
              'Units in stock must be a whole number from 0 to 100000.',
              (v) => !v || Number(v) <= 100_000,
            ),
        }
      : {}),
  }),
  successMessage: isNew ? 'Product added to the catalogue.' : 'Product saved.',
  failureMessage: 'We could not save the product. Please try again.',
  redirectTo: null,
  redirectDelayMs: 0,
});

/** A product's values as the form shows them. */
export const valuesOf = (p: AdminProduct): FormValues => ({
  name: p.name,
  description: p.description,
  category: p.category,
  petspecies: p.petspecies,
  lifeStage: p.lifeStage,
  brand: p.brand,
  variantLabel: p.variantLabel,
  price: String(p.price),
  mrp: p.mrp === null ? '' : String(p.mrp),
  hsn: p.hsn ?? '',
  gstRate: p.gstRate === null ? '' : String(p.gstRate),
  sku: p.sku ?? '',
  weightGrams: p.weightGrams === null ? '' : String(p.weightGrams),
  lengthCm: p.dimensionsCm ? String(p.dimensionsCm.length) : '',
  widthCm: p.dimensionsCm ? String(p.dimensionsCm.width) : '',
  heightCm: p.dimensionsCm ? String(p.dimensionsCm.height) : '',
});

/** The form's values as the API takes them. */
export function payloadOf(values: FormValues): CreateProductPayload {
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    name: text('name'),
    description: text('description'),
    category: text('category') as CreateProductPayload['category'],
    petspecies: text('petspecies') as CreateProductPayload['petspecies'],
    lifeStage: text('lifeStage') as CreateProductPayload['lifeStage'],
    brand: text('brand'),
    variantLabel: text('variantLabel'),
    price: Number(text('price')),
    mrp: text('mrp') ? Number(text('mrp')) : null,
    stock: Number(text('stock') || 0),
    hsn: text('hsn') || null,
    gstRate: text('gstRate') ? (Number(text('gstRate')) as GstRate) : null,
    sku: text('sku') || null,
    weightGrams: text('weightGrams') ? Number(text('weightGrams')) : null,
    dimensionsCm: text('lengthCm')
      ? {
          length: Number(text('lengthCm')),
          width: Number(text('widthCm')),
          height: Number(text('heightCm')),
        }
      : null,
  };
}
