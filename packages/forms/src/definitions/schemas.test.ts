import { describe, expect, it } from 'vitest';
import { catBreeds, dogBreeds } from '../data/breeds';
import { initialValues, validateValues } from '../engine/fields';
import type { FormDefinition, FormValues } from '../engine/types';
import { registrationForms } from './index';

const pdf = () => new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' });
const errorsWhenEmpty = (definition: FormDefinition) =>
  validateValues(definition, initialValues(definition));
const errorsFor = (definition: FormDefinition, values: Partial<FormValues>) =>
  validateValues(definition, { ...initialValues(definition), ...values });
const R = 'This field is required';

describe('given the veterinary clinic form', () => {
  const form = registrationForms.vetClinic;
  it('requires every field, with the spec messages', async () => {
    expect(await errorsWhenEmpty(form)).toEqual({
      clinicName: R,
      vetInCharge: R,
      qualification: R,
      yearsOfExperience: R,
      servicesOffered: 'At least one service must be selected',
      city: R,
      clinicAddress: R,
      pincode: R,
      registrationNumber: R,
      consultationFee: R,
    });
  });
  it('says years of experience and fee must be numbers', async () => {
    const errors = await errorsFor(form, { yearsOfExperience: 'five', consultationFee: '₹500' });
    expect(errors.yearsOfExperience).toBe('Years of experience must be a number');
    expect(errors.consultationFee).toBe('Consultation fee must be a number');
  });
  it('checks the pincode has 6 digits', async () => {
    expect((await errorsFor(form, { pincode: '4110' })).pincode).toBe(
      'Must be a valid 6-digit number',
    );
  });
  it('accepts a complete clinic', async () => {
    const errors = await errorsFor(form, {
      clinicName: 'Happy Paws',
      vetInCharge: 'Dr. Rao',
      qualification: 'BVSc',
      yearsOfExperience: '2.5',
      servicesOffered: ['Surgery'],
      city: 'Pune',
      clinicAddress: 'MG Road',
      pincode: '411001',
      registrationNumber: 'R-1',
      consultationFee: '500',
    });
    expect(errors).toEqual({});
  });
});

describe('given the pet pharmacy form', () => {
  const form = registrationForms.petPharmacy;
  it('requires every field but the catalog', async () => {
    expect(await errorsWhenEmpty(form)).toEqual({
      businessName: R,
      contactPerson: R,
      phoneNumber: R,
      email: R,
      drugLicenseNumber: R,
      productRange: 'At least one product range must be selected',
      deliveryCapabilities: R,
      cityState: R,
    });
  });
  it('checks the phone number and email format', async () => {
    const errors = await errorsFor(form, { phoneNumber: '98765', email: 'not-an-email' });
    expect(errors.phoneNumber).toBe('Phone number must be a valid 10-digit number');
    expect(errors.email).toBe('Invalid email format');
  });
  it('refuses a catalog of another type', async () => {
    const errors = await errorsFor(form, { catalog: new File(['x'], 'notes.txt') });
    expect(errors.catalog).toBe('Accepted file types: .pdf, .jpg, .jpeg, .png');
  });
});

describe('given the grooming centre form', () => {
  const form = registrationForms.groomingCenter;
  it('requires every field including pricing list and portfolio', async () => {
    expect(await errorsWhenEmpty(form)).toEqual({
      businessName: R,
      contactPerson: R,
      city: R,
      pinCode: R,
      availableServices: 'At least one available service must be selected',
      mobileNumber: R,
      email: R,
      pricingList: R,
      portfolio: R,
    });
  });
  it('checks the mobile number and email format', async () => {
    const errors = await errorsFor(form, { mobileNumber: '12345678901', email: 'a@b' });
    expect(errors.mobileNumber).toBe('Mobile number must be a valid 10-digit number');
    expect(errors.email).toBe('Invalid email format');
  });
});

describe('given the trainer/institute form', () => {
  const form = registrationForms.trainerInstitute;
  it('requires every field including the certification', async () => {
    expect(await errorsWhenEmpty(form)).toEqual({
      name: R,
      qualification: R,
      trainingSpecialization: 'At least one training specialization must be selected',
      yearsOfExperience: R,
      certification: R,
      city: R,
      pinCode: R,
      sessionTypesOffered: 'At least one session type must be selected',
    });
  });
  it('accepts digits only for years of experience', async () => {
    expect((await errorsFor(form, { yearsOfExperience: '2.5' })).yearsOfExperience).toBe(
      'Years of experience must be a valid number',
    );
    expect((await errorsFor(form, { yearsOfExperience: '12' })).yearsOfExperience).toBeUndefined();
  });
});

describe('given the pet owner (training) form', () => {
  const form = registrationForms.trainerPetOwner;
  it('requires every field', async () => {
    expect(await errorsWhenEmpty(form)).toEqual({
      petOwnerName: R,
      petType: R,
      age: R,
      behavioralIssues: 'At least one behavioral issue must be selected',
      trainingGoals: 'At least one training goal must be selected',
      city: R,
      pinCode: R,
      contactInfo: R,
    });
  });
  it('checks age digits and a 10-digit contact', async () => {
    const errors = await errorsFor(form, { age: 'two', contactInfo: '123' });
    expect(errors.age).toBe('Age must be a valid number');
    expect(errors.contactInfo).toBe('Contact info must be a valid 10-digit number');
  });
});

describe('given the insurance provider form', () => {
  const form = registrationForms.insuranceProvider;
  it('requires every listed field, each of which has an input', async () => {
    expect(await errorsWhenEmpty(form)).toEqual({
      companyName: R,
      contactPerson: R,
      designation: R,
      mobileNumber: R,
      email: R,
      website: R,
      irdaRegistrationNumber: R,
      coverageDetails: 'Please select at least one coverage detail',
      partnershipModel: 'Please select at least one partnership model',
      brochure: R,
    });
  });
  it('checks mobile number and email format', async () => {
    const errors = await errorsFor(form, { mobileNumber: '98', email: 'x' });
    expect(errors.mobileNumber).toBe('Enter a valid 10-digit number');
    expect(errors.email).toBe('Invalid email format');
  });
  it('accepts a brochure of any type', async () => {
    expect(
      (await errorsFor(form, { brochure: new File(['x'], 'brochure.docx') })).brochure,
    ).toBeUndefined();
  });
});

describe('given the pet parent (insurance) form', () => {
  const form = registrationForms.petParent;
  it('gives every field its own required message', async () => {
    expect(await errorsWhenEmpty(form)).toEqual({
      fullName: 'Full name is required',
      mobileNumber: 'Mobile number is required',
      email: 'Email is required',
      petTypeBreed: 'Select a breed',
      petAge: 'Pet age is required',
      city: 'City is required',
      pinCode: 'Pin code is required',
      insuranceCoverage: 'Select at least one coverage',
    });
  });
  it('checks 10-digit mobile and 6-digit pin code, but not the email format', async () => {
    const errors = await errorsFor(form, { mobileNumber: '123', pinCode: '12', email: 'whatever' });
    expect(errors.mobileNumber).toBe('Must be a valid 10-digit number');
    expect(errors.pinCode).toBe('Must be a valid 6-digit number');
    expect(errors.email).toBeUndefined();
  });
  it('offers every dog and cat breed, labelled and sorted, then Other', () => {
    const values =
      form.sections
        .flatMap((s) => s.fields)
        .find((f) => f.name === 'petTypeBreed')
        ?.options?.map((o) => o.value) ?? [];
    expect(values).toHaveLength(dogBreeds.length + catBreeds.length + 1);
    expect(values).toContain('Dog - Labrador Retriever');
    expect(values).toContain('Cat - Persian');
    expect(values.at(-1)).toBe('Other');
    const labelled = values.slice(0, -1);
    expect(labelled).toEqual([...labelled].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('given the transport pet parent form', () => {
  const form = registrationForms.transportPetParent;
  it('requires every field including special needs and date of travel', async () => {
    expect(await errorsWhenEmpty(form)).toEqual({
      name: R,
      petType: 'At least one petType must be selected',
      sourceDestinationCity: R,
      preferredMode: 'At least one preferredMode must be selected',
      dateOfTravel: R,
      specialNeeds: R,
    });
  });
});

describe('given the transport provider form', () => {
  const form = registrationForms.transportProvider;
  it('requires every field including certifications', async () => {
    expect(await errorsWhenEmpty(form)).toEqual({
      companyName: R,
      modesAvailable: 'At least one mode of transport must be selected',
      areasCovered: R,
      contactNumber: R,
      pinCode: R,
      fleetCapacity: R,
      petSafetyProtocols: R,
      certifications: R,
    });
  });
  it('checks contact number and fleet capacity', async () => {
    const errors = await errorsFor(form, {
      contactNumber: '12345',
      fleetCapacity: 'many',
      certifications: pdf(),
    });
    expect(errors.contactNumber).toBe('Contact number must be a valid 10-digit number');
    expect(errors.fleetCapacity).toBe('Fleet capacity must be a valid number');
    expect(errors.certifications).toBeUndefined();
  });
  it('offers the modes Road, Air, Rail', () => {
    const modes = form.sections[0]?.fields
      .find((f) => f.name === 'modesAvailable')
      ?.options?.map((o) => o.value);
    expect(modes).toEqual(['Road', 'Air', 'Rail']);
  });
});

describe('given the team application', () => {
  const form = registrationForms.teamApplication;
  it('says All fields are required. for every missing field, the file too', async () => {
    const errors = await errorsWhenEmpty(form);
    expect(Object.keys(errors)).toEqual([
      'fullName',
      'gender',
      'contact',
      'email',
      'address',
      'pincode',
      'file',
    ]);
    expect(new Set(Object.values(errors))).toEqual(new Set(['All fields are required.']));
  });
  it('accepts a complete application with a .docx resume', async () => {
    const errors = await errorsFor(form, {
      fullName: 'Asha',
      gender: 'Female',
      contact: '9876543210',
      email: 'asha@example.com',
      address: 'Pune',
      pincode: '411001',
      file: new File(['x'], 'cv.docx'),
    });
    expect(errors).toEqual({});
  });
});

describe('given the breed lists', () => {
  it('are sorted, title-cased and without Other', () => {
    for (const list of [dogBreeds, catBreeds]) {
      expect([...list]).toEqual([...list].sort((a, b) => a.localeCompare(b, 'en')));
      expect(list).not.toContain('Other');
      for (const breed of list) expect(breed[0]).toBe(breed[0]?.toUpperCase());
    }
  });
});
