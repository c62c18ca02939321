import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Room = styled.section`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr);
    align-items: start;
  }
`;

export const Stage = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

export const Screen = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: #111;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  display: grid;
  place-items: center;
  color: #f5f5f5;
  text-align: center;
  video[data-part='remote'] {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  video[data-part='self'] {
    position: absolute;
    right: 8px;
    bottom: 8px;
    width: 28%;
    max-width: 160px;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border: 2px solid #f5f5f5;
    border-radius: ${({ theme }) => theme.radii.md};
    background: #333;
  }
  p {
    margin: 0;
    padding: 16px;
    max-width: 36ch;
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const Chat = styled.section`
  display: grid;
  gap: 8px;
  grid-template-rows: auto minmax(160px, 50vh) auto;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

export const Messages = styled.div`
  overflow-y: auto;
  padding: 8px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${color('surfaceMuted')};
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  li {
    max-width: 85%;
    padding: 6px 10px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${color('surface')};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  li[data-mine] {
    align-self: flex-end;
    background: ${color('accentSubtle')};
  }
  small {
    display: block;
    color: ${color('textMuted')};
  }
`;

export const Composer = styled.form`
  display: flex;
  gap: 8px;
  align-items: flex-end;
  textarea {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    resize: vertical;
    font: inherit;
    padding: 8px;
    border: 1px solid ${color('borderStrong')};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
