import { describe, expect, it } from 'vitest';
import { validateValues } from '../engine/fields';
import {
  addressSchema,
  forgotPasswordSchema,
  loginSchema,
  petSchema,
  profileSchema,
  resetPasswordSchema,
  signUpSchema,
} from './schemas';
import { breedOptions, emptyPetValues, petToValues, toPetPayload } from './petValues';

const errorsOf = (schema: Parameters<typeof validateValues>[0]['schema'], values: object) =>
  validateValues({ schema }, values);

describe('given the login form', () => {
  it('requires email and password', async () => {
    expect(await errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: 'This field is required',
      password: 'This field is required',
    });
  });
});

describe('given the sign-up form', () => {
  const valid = {
    name: 'Asha',
    email: 'asha@example.com',
    phone: '9876543210',
    password: 'secret-pass',
    confirmPassword: 'secret-pass',
  };

  it('requires every field', async () => {
    const errors = await errorsOf(signUpSchema, {
      name: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
    });
    expect(Object.values(errors)).toEqual(Array(5).fill('This field is required'));
  });

  it("says 'Passwords do not match' when the confirmation differs", async () => {
    expect(await errorsOf(signUpSchema, { ...valid, confirmPassword: 'other-pass' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('checks the email, the phone and the password length', async () => {
    expect(
      await errorsOf(signUpSchema, {
        ...valid,
        email: 'x',
        phone: 'abc',
        password: 'short',
        confirmPassword: 'short',
      }),
    ).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      password: 'Password must be at least 8 characters',
    });
  });

  it('accepts valid values', async () => {
    expect(await errorsOf(signUpSchema, valid)).toEqual({});
  });
});

describe('given the reset password forms', () => {
  it('step 1 needs a valid email', async () => {
    expect(await errorsOf(forgotPasswordSchema, { email: '' })).toEqual({
      email: 'This field is required',
    });
    expect(await errorsOf(forgotPasswordSchema, { email: 'nope' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('step 2 needs the 6-digit code and matching passwords', async () => {
    expect(
      await errorsOf(resetPasswordSchema, {
        otp: '12',
        newPassword: 'new-password',
        confirmPassword: 'different',
      }),
    ).toEqual({
      otp: 'Enter the 6-digit code from the email',
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('given the pet form', () => {
  it('requires category, name and date of birth', async () => {
    expect(await errorsOf(petSchema, emptyPetValues)).toEqual({
      petCategory: 'This field is required',
      petName: 'This field is required',
      petDateOfBirth: 'This field is required',
    });
  });

  it("says 'Breed is required' for a dog or cat without a breed", async () => {
    const errors = await errorsOf(petSchema, {
      ...emptyPetValues,
      petCategory: 'cat',
      petName: 'Misty',
      petDateOfBirth: '2022-01-01',
    });
    expect(errors).toEqual({ breed: 'Breed is required' });
  });

  it("says 'Please specify the breed' when the breed is Other", async () => {
    const errors = await errorsOf(petSchema, {
      ...emptyPetValues,
      petCategory: 'dog',
      breed: 'Other',
      petName: 'Bruno',
      petDateOfBirth: '2022-01-01',
    });
    expect(errors).toEqual({ customBreed: 'Please specify the breed' });
  });

  it('needs no breed for category other, and refuses a picture that is not an image', async () => {
    const errors = await errorsOf(petSchema, {
      ...emptyPetValues,
      petCategory: 'other',
      petName: 'Kiwi',
      petDateOfBirth: '2022-01-01',
      image: new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
    });
    expect(errors).toEqual({ image: 'Please choose an image file' });
  });

  it('refuses a date of birth in the future', async () => {
    const errors = await errorsOf(petSchema, {
      ...emptyPetValues,
      petCategory: 'other',
      petName: 'K',
      petDateOfBirth: '2999-01-01',
    });
    expect(errors).toEqual({ petDateOfBirth: 'Date of birth cannot be in the future' });
  });

  it("submits breed 'Unknown' for category other, the custom breed for Other, and the age in whole years", () => {
    const now = new Date('2025-06-15T00:00:00Z');
    const base = { ...emptyPetValues, petName: ' Kiwi ', petDateOfBirth: '2022-06-16' };
    expect(toPetPayload({ ...base, petCategory: 'other', breed: 'Beagle' }, now)).toEqual({
      name: 'Kiwi',
      species: 'other',
      breed: 'Unknown',
      age: 2,
      petDateOfBirth: '2022-06-16',
    });
    expect(
      toPetPayload({ ...base, petCategory: 'dog', breed: 'Other', customBreed: ' Indie ' }, now)
        .breed,
    ).toBe('Indie');
  });

  it('offers the breed lists with Other, and reads a saved pet back', () => {
    expect(breedOptions('dog').at(-1)).toEqual({ value: 'Other' });
    expect(breedOptions('other')).toEqual([]);
    expect(
      petToValues({ name: 'B', species: 'dog', breed: 'Indie', petDateOfBirth: '2022-01-01' }),
    ).toMatchObject({
      breed: 'Other',
      customBreed: 'Indie',
    });
    expect(
      petToValues({ name: 'B', species: 'dog', breed: 'Beagle', petDateOfBirth: '2022-01-01' })
        .breed,
    ).toBe('Beagle');
  });
});

describe('given the address form', () => {
  const valid = {
    type: 'Home',
    street: '12 MG Road',
    city: 'Pune',
    state: 'MH',
    pincode: '411001',
    country: 'India',
  };

  it('requires street, city, state, pincode and country; name, email and phone are optional', async () => {
    expect(
      await errorsOf(addressSchema, {
        type: 'Home',
        street: '',
        city: '',
        state: '',
        pincode: '',
        country: '',
      }),
    ).toEqual({
      street: 'This field is required',
      city: 'This field is required',
      state: 'This field is required',
      pincode: 'This field is required',
      country: 'This field is required',
    });
    expect(await errorsOf(addressSchema, valid)).toEqual({});
  });

  it('needs exactly 6 digits in the pincode', async () => {
    expect(await errorsOf(addressSchema, { ...valid, pincode: '41100' })).toEqual({
      pincode: 'Must be a valid 6-digit number',
    });
    expect(await errorsOf(addressSchema, { ...valid, pincode: '4110011' })).toEqual({
      pincode: 'Must be a valid 6-digit number',
    });
  });
});

describe('given the profile form', () => {
  it('needs a name and a phone; the image is optional', async () => {
    expect(await errorsOf(profileSchema, { name: '', phone: '', image: null })).toEqual({
      name: 'This field is required',
      phone: 'This field is required',
    });
    expect(
      await errorsOf(profileSchema, { name: 'Asha', phone: '9876543210', image: null }),
    ).toEqual({});
  });
});
