import { styled } from 'styled-components';
import { color, media } from '@petverse/ui';

export const GroomingHero = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  gap: 24px;
  align-items: center;
  padding: 32px;
  border-radius: 20px;
  background: ${color('surfaceMuted')};
  h1 {
    margin: 0 0 8px;
    font-size: 2rem;
  }
  p {
    margin: 0 0 16px;
    color: ${color('textMuted')};
  }
  img {
    width: 100%;
    height: auto;
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: 20px;
    img {
      max-width: 200px;
    }
  }
`;

export const Claims = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 24px;
  strong {
    display: block;
    font-size: 2rem;
    color: ${color('accent')};
  }
`;

export const AddressBox = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 16px;
  padding: 16px;
  border: 1px solid ${color('border')};
  border-radius: 12px;
  background: ${color('surface')};
  p {
    margin: 0;
  }
`;

export const Booking = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  max-width: 720px;
  margin: 0 auto;
  width: 100%;
  h1 {
    margin: 0;
  }
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

export const AddressList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
  button {
    width: 100%;
    text-align: left;
    padding: 12px;
    border: 1px solid ${color('border')};
    border-radius: 10px;
    background: ${color('surface')};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${color('accent')};
  }
`;

export const Badge = styled.span`
  display: inline-block;
  margin-left: 8px;
  padding: 0 8px;
  border-radius: 999px;
  background: ${color('accent')};
  color: ${color('textOnAccent')};
  font-size: 0.8rem;
  font-weight: 700;
`;
