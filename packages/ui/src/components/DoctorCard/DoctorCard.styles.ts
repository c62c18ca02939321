import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 88px 1fr;
  gap: 16px;
  padding: 16px;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  img {
    width: 88px;
    height: 88px;
    border-radius: 50%;
    object-fit: cover;
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

export const Name = styled.h3`
  margin: 0;
  font-size: 1.1rem;
  a {
    color: ${color('text')};
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 3px solid ${color('focus')};
    border-radius: inherit;
  }
`;

export const Line = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-size: 0.95rem;
`;

export const Badges = styled.ul`
  list-style: none;
  display: flex;
  gap: 6px;
  margin: 6px 0 0;
  padding: 0;
  li {
    padding: 2px 10px;
    border-radius: 999px;
    background: ${color('infoBg')};
    color: ${color('infoFg')};
    font-size: 0.8rem;
    font-weight: 600;
    text-transform: capitalize;
  }
`;
