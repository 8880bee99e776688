// What the GraphQL console shows first: a ready example query and the header to fill in with an
// API key.
export const exampleQuery = `# Paste your key in the headers below: {"Authorization": "Bearer vis_..."}
# Demo data: bin/visibility demo, then a key of the demo account.
query ShareOfVoiceByEngine {
  projects(first: 5) {
    edges {
      node {
        slug
        name
        visibility(groupBy: ENGINE) {
          key
          answers
          mentionRate
          shareOfVoice
          avgPosition
          sentimentScore
          citationRate
        }
        topCitedDomains(first: 5) {
          domain
          citations
          isClient
          isCompetitor
        }
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
`;

export const exampleHeaders = JSON.stringify({ Authorization: 'Bearer vis_your_key_here' }, null, 2);
