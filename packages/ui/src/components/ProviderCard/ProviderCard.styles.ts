import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Card = styled.article`
  display: grid;
  gap: 10px;
  padding: 16px;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  min-width: 0;
  overflow-wrap: anywhere;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${color('textMuted')};
  }
`;

export const Services = styled.ul`
  list-style: none;
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 12px;
  }
`;

export const People = styled.ul`
  list-style: none;
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  li {
    color: ${color('textMuted')};
  }
  strong {
    color: ${color('text')};
  }
`;

export const Book = styled.div`
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 18px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${color('accent')};
    color: ${color('textOnAccent')};
    font-weight: 600;
    text-decoration: none;
  }
  a:focus-visible {
    outline: 3px solid ${color('focus')};
    outline-offset: 2px;
  }
`;

export const Photo = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;
