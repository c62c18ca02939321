import { styled } from 'styled-components';
import { HeroSlide } from '../home/home.styles';
import { color, media } from '@petverse/ui';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 40px;
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 {
    margin: 0;
    font-size: 1.6rem;
  }
  > p {
    margin: 0;
    color: ${color('textMuted')};
    max-width: 760px;
  }
`;

export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 20px;
`;

export const InfoCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 20px;
  border: 1px solid ${color('border')};
  border-radius: 16px;
  background: ${color('surface')};
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${color('textMuted')};
  }
  img {
    width: 64px;
    height: 64px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

export const ActionLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 20px;
  border-radius: 10px;
  background: ${color('accent')};
  color: ${color('textOnAccent')};
  font-weight: 700;
  text-decoration: none;
  border: 0;
  cursor: pointer;
  font: inherit;
  font-weight: 700;
`;

export const SecondaryLink = styled(ActionLink)`
  background: transparent;
  color: ${color('accent')};
  border: 2px solid ${color('accent')};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${color('surface')};
  border-radius: 12px;
  overflow: hidden;
  th,
  td {
    text-align: left;
    padding: 12px 14px;
    border-bottom: 1px solid ${color('border')};
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: 8px;
  }
`;

export const Profile = styled.article`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  gap: 28px;
  align-items: start;
  padding: 24px;
  border: 1px solid ${color('border')};
  border-radius: 20px;
  background: ${color('surface')};
  img {
    width: 200px;
    height: 200px;
    border-radius: 16px;
    object-fit: cover;
    background: ${color('surfaceMuted')};
  }
  h1 {
    margin: 0 0 4px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 6px 16px;
    margin: 16px 0;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    img {
      width: 100%;
      height: auto;
      aspect-ratio: 1;
    }
  }
`;

export const ServiceSlide = styled(HeroSlide)`
  h1 {
    margin: 0 0 8px;
    font-size: 2rem;
    line-height: 1.2;
  }
  ${media.mobile} {
    h1 {
      font-size: 1.4rem;
    }
  }
`;

/** /pet-pharmacy's prescription order: a card with the upload, the packs and the total. */
export const OrderPanel = styled.section`
  display: grid;
  gap: 16px;
  max-width: 560px;
  padding: 24px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${color('surface')};
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
  [data-part='quantity'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 16px;
  }
`;
